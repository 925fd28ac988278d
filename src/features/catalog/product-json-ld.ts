import type { Locale } from '@/lib/markets';
import type { ProductDetail } from '@/server/catalog/product';

/** schema.org Product with its SKU, brand and offer, for search engines; "<" escaped so it cannot close the script. */
export function productJsonLd(product: ProductDetail, { origin, href, imageUrls, locale }: { origin: URL; href: string; imageUrls: string[]; locale: Locale }): string {
  const url = new URL(href, origin).toString();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: product.sku,
    mpn: product.partNumber,
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.partType.name,
    image: imageUrls.map((u) => new URL(u, origin).toString()),
    url,
    inLanguage: locale,
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: product.price.currency,
            price: ((product.price.sale ?? product.price.regular) / 100).toFixed(2),
            availability: product.shippable > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
