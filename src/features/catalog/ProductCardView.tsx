import { getTranslations } from 'next-intl/server';
import { formatMoney, money } from '@/lib/money';
import { localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import type { ProductCard } from '@/server/catalog/pages';
import type { Availability } from '@/server/inventory/availability';
import type { Fitment } from '@/server/vehicles/fitment-rules';
import type { AddToCartPart } from './parts';
import { FITMENT_BADGE, FITMENT_BADGE_PLACE } from './fitment-look';
import { AvailabilityLine } from '@/components/AvailabilityLine';
import { ProductCardFrame } from './ProductCardFrame';
import { AvailabilityIsland, CartIsland, FitmentBadgeIsland } from './ShopperParts';

/**
 * A product on a shelf: image, brand, title, part number, fitment, availability, price in the
 * market's currency. The server puts it in words; ProductCardFrame draws it, so that the page embeds
 * the words and not the card's element tree (docs/decisions/042).
 */
export async function ProductCardView({
  product,
  locale,
  imageUrl,
  fitment,
  availability,
  AddToCart,
  vehicleName,
  deferred = false,
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
  /** The page cache fills this page: the browser draws the shopper's fitment and store stock (ShopperParts around the grid). */
  deferred?: boolean;
  /** The first cards of a page are likely the largest paint: load them at once. */
  eager?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const price = (amount: number) => formatMoney(money(amount, product.price.currency as CurrencyCode), locale);
  const { sale, regular, coreCharge } = product.price;
  const line = availability ? <AvailabilityLine availability={availability} locale={locale} /> : null;
  return (
    <ProductCardFrame
      card={{
        href: localizedPath(`/products/${product.slug}`, locale),
        title: product.title,
        brand: product.brand,
        partNumber: t('shelf.partNumber', { partNumber: product.partNumber }),
        imageUrl,
        price: price(sale ?? regular),
        was: sale !== null ? t.rich('shelf.was', { price: price(regular), old: (chunks) => <s>{chunks}</s> }) : null,
        coreCharge: coreCharge > 0 ? t('shelf.coreCharge', { amount: price(coreCharge) }) : null,
        eager,
      }}
      badge={
        deferred ? (
          <FitmentBadgeIsland productId={product.id} />
        ) : fitment ? (
          <p data-testid="fitment-badge" className={`${FITMENT_BADGE_PLACE} ${FITMENT_BADGE[fitment]}`}>
            {t(`fitment.${fitment}`, { vehicle: vehicleName ?? '' })}
          </p>
        ) : null
      }
      availability={line && deferred ? <AvailabilityIsland productId={product.id} locale={locale}>{line}</AvailabilityIsland> : line}
      cart={
        !AddToCart ? null : availability?.status !== 'OUT_OF_STOCK' ? (
          <AddToCart sku={product.sku} locale={locale} compact />
        ) : deferred ? (
          // The market cannot ship it; the shopper's store may have it on its shelf.
          <CartIsland productId={product.id}>
            <AddToCart sku={product.sku} locale={locale} compact />
          </CartIsland>
        ) : null
      }
    />
  );
}
