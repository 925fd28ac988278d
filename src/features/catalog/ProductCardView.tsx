import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatMoney, money } from '@/lib/money';
import { localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import type { ProductCard } from '@/server/catalog/pages';
import type { Availability } from '@/server/inventory/availability';
import type { Fitment } from '@/server/vehicles/fitment-rules';
import { AvailabilityLine } from '@/features/stores/AvailabilityLine';
import { AddToCartForm, type AddToCartLabels } from '@/features/cart/AddToCartForm';
import { FITMENT_BADGE, FITMENT_BADGE_PLACE } from './fitment-look';
import { AvailabilityIsland, FitmentBadgeIsland } from './ShopperParts';


/** A product on a shelf: image, brand, title, part number, fitment, availability, price in the market's currency. */
export async function ProductCardView({
  product,
  locale,
  imageUrl,
  fitment,
  availability,
  cart,
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
  cart?: { labels: AddToCartLabels; href: string };
  vehicleName?: string;
  /** The page cache fills this page: the browser draws the shopper's fitment and store stock (ShopperParts around the grid). */
  deferred?: boolean;
  /** The first cards of a page are likely the largest paint: load them at once. */
  eager?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const price = (amount: number) => formatMoney(money(amount, product.price.currency as CurrencyCode), locale);
  return (
    <article data-testid="product-card" className="relative flex h-full flex-col rounded-lg border border-line bg-white p-3 hover:border-ink">
      <div className="relative">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG cards, sized by CSS */}
        <img src={imageUrl} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" className="aspect-square w-full rounded bg-panel object-contain" />
        {deferred ? (
          <FitmentBadgeIsland productId={product.id} />
        ) : fitment ? (
          <p data-testid="fitment-badge" className={`${FITMENT_BADGE_PLACE} ${FITMENT_BADGE[fitment]}`}>
            {t(`fitment.${fitment}`, { vehicle: vehicleName ?? '' })}
          </p>
        ) : null}
      </div>
      <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-muted">{product.brand}</p>
      <h3 className="mt-0.5 line-clamp-3 font-semibold leading-snug hyphens-auto [overflow-wrap:anywhere]">
        <Link href={localizedPath(`/products/${product.slug}`, locale)} className="after:absolute after:inset-0 hover:underline">
          {product.title}
        </Link>
      </h3>
      <p className="mt-1 text-xs text-muted">{t('shelf.partNumber', { partNumber: product.partNumber })}</p>
      {availability ? (
        deferred ? (
          <AvailabilityIsland productId={product.id}>
            <AvailabilityLine availability={availability} locale={locale} />
          </AvailabilityIsland>
        ) : (
          <AvailabilityLine availability={availability} locale={locale} />
        )
      ) : null}
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
        {cart && availability?.status !== 'OUT_OF_STOCK' ? <AddToCartForm sku={product.sku} locale={locale} labels={cart.labels} cartHref={cart.href} compact /> : null}
      </div>
    </article>
  );
}
