import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatMoney, money } from '@/lib/money';
import { localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import type { ProductCard } from '@/server/catalog/pages';
import type { Availability } from '@/server/inventory/availability';
import type { Fitment } from '@/server/vehicles/fitment-rules';
import { AvailabilityLine } from '@/components/AvailabilityLine';
import type { AddToCartPart } from './parts';

const BADGE: Record<Fitment, string> = {
  FITS: 'bg-ok/10 text-ok',
  UNIVERSAL: 'bg-ok/10 text-ok',
  NEEDS_MORE_INFO: 'bg-alert text-ink',
  DOES_NOT_FIT: 'bg-brand/10 text-brand-dark',
};

/** A product on a shelf: image, brand, title, part number, fitment, availability, price in the market's currency. */
export async function ProductCardView({
  product,
  locale,
  imageUrl,
  fitment,
  availability,
  AddToCart,
  vehicleName,
  eager = false,
}: {
  product: ProductCard;
  locale: Locale;
  imageUrl: string;
  fitment?: Fitment;
  availability?: Availability;
  /** Show "Add to cart" (shelves). */
  AddToCart?: AddToCartPart;
  vehicleName?: string;
  /** The first cards of a page are likely the largest paint: load them at once. */
  eager?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const price = (amount: number) => formatMoney(money(amount, product.price.currency as CurrencyCode), locale);
  return (
    <article data-testid="product-card" className="relative flex h-full flex-col rounded-lg border border-line bg-white p-3 hover:border-ink">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG cards, sized by CSS */}
      <img src={imageUrl} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" className="aspect-square w-full rounded bg-panel object-contain" />
      <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-muted">{product.brand}</p>
      <h3 className="mt-0.5 line-clamp-3 font-semibold leading-snug hyphens-auto [overflow-wrap:anywhere]">
        <Link href={localizedPath(`/products/${product.slug}`, locale)} className="after:absolute after:inset-0 hover:underline">
          {product.title}
        </Link>
      </h3>
      <p className="mt-1 text-xs text-muted">{t('shelf.partNumber', { partNumber: product.partNumber })}</p>
      {fitment ? (
        <p data-testid="fitment-badge" className={`mt-2 rounded px-2 py-1 text-xs font-semibold ${BADGE[fitment]}`}>
          {t(`fitment.${fitment}`, { vehicle: vehicleName ?? '' })}
        </p>
      ) : null}
      {availability ? <AvailabilityLine availability={availability} locale={locale} /> : null}
      <div className="mt-auto pt-3">
        {product.price.sale !== null ? (
          <p>
            <span data-testid="price" className="text-xl font-extrabold text-brand-dark">
              {price(product.price.sale)}
            </span>{' '}
            <span className="text-sm text-muted">{t.rich('shelf.was', { price: price(product.price.regular), old: (chunks) => <s>{chunks}</s> })}</span>
          </p>
        ) : (
          <p data-testid="price" className="text-xl font-extrabold">
            {price(product.price.regular)}
          </p>
        )}
        {product.price.coreCharge > 0 ? <p className="text-xs text-muted">{t('shelf.coreCharge', { amount: price(product.price.coreCharge) })}</p> : null}
        {AddToCart && availability?.status !== 'OUT_OF_STOCK' ? <AddToCart sku={product.sku} locale={locale} compact /> : null}
      </div>
    </article>
  );
}
