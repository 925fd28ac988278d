import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { InstallmentsLine } from '@/components/InstallmentsLine';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { ProductDetail } from '@/server/catalog/product';
import { partImageUrl } from '@/server/catalog/service';
import { ProductGallery } from './ProductGallery';
import { sisterStores, stockAt } from '@/server/inventory/queries';
import { installmentSettingsOf } from '@/server/payments/queries';
import { fitmentFor } from '@/server/vehicles/queries';
import { FitmentBanner } from './FitmentBanner';
import type { CatalogParts } from './parts';
import { productJsonLd } from './product-json-ld';
import { RecentlyViewedRecorder } from './RecentlyViewedRecorder';
import { shopperContext } from './shopper-context';
import { CartIsland, StoreAvailabilityIsland } from './ShopperParts';
import { ShopperPartsFor } from './ShopperPartsFor';

/** The product page: images, price in the market's currency, fitment for the saved vehicle, availability, specifications, warranty. */
export async function ProductPage({ product, locale, origin, parts }: { product: ProductDetail; locale: Locale; origin: URL; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog.product' });
  const to = (path: string) => localizedPath(path, locale);
  const shopper = await shopperContext();
  const vehicle = shopper.vehicle;
  const sisters = shopper.store ? await sisterStores(shopper.store, locale) : [];
  const [fitment, stock] = await Promise.all([vehicle ? fitmentFor(product.id, vehicle.ref) : null, stockAt([product.id], locale, shopper.store, sisters)]);
  const availability = stock.availability.get(product.id)!;
  const nearby = stock.nearby.get(product.id)!;

  // While the page cache fills the page, the browser loads the cart form of a part the market cannot ship,
  // the fitment banner and the store row for the shopper.
  const shopperParts = (node: ReactNode) => (
    <ShopperPartsFor productIds={[product.id]} nearby={product.id} locale={locale} deferred={shopper.deferred}>
      {node}
    </ShopperPartsFor>
  );
  const leaf = product.trail.at(-1);
  const shelfPath = leaf ? `${leaf.path}/${product.partType.slug}` : '/parts';
  const crumbs = [...product.trail.map((c) => ({ name: c.name, href: to(c.path) })), { name: product.partType.name, href: to(shelfPath) }, { name: product.title }];
  const price = product.price;
  const installments = price ? await installmentSettingsOf(getMarket(locale).country) : null;
  const format = (amount: number) => formatMoney(money(amount, price!.currency), locale);
  const imageUrl = product.images[0]?.url ?? partImageUrl(product.partType.id, locale);
  const warrantyKey = `warranty.${product.warranty}`;
  const warranty = t.has(warrantyKey) ? t(warrantyKey) : product.warranty;
  const href = to(`/products/${product.slug}`);

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'pdp', 'productDetail')} />
      <parts.VehicleTooltip locale={locale} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, { origin, href, imageUrls: product.images.length ? product.images.map((i) => i.url) : [imageUrl], locale }) }} />
      {price ? <RecentlyViewedRecorder product={{ locale, slug: product.slug, title: product.title, brand: product.brand.name, imageUrl, price: format(price.sale ?? price.regular), href }} /> : null}
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />

      {/* On a phone the brand, the title and the part number come before the picture (as AutoZone's and O'Reilly's product
          pages do), so the shopper sees what the part is without scrolling past it; from md up the picture is the left column. */}
      <div className="mt-4 grid gap-x-8 gap-y-4 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-y-0">
        <div className="md:col-start-2 md:row-start-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{product.brand.name}</p>
          <h1 className="mt-1 text-2xl font-extrabold leading-tight md:text-3xl">{product.title}</h1>
          <p className="mt-2 text-sm text-muted">
            {t('partNumber', { partNumber: product.partNumber })} · {t('sku', { sku: product.sku })}
          </p>
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          {product.images.length > 1 ? (
            <ProductGallery images={product.images} label={t('pictures')} pictureOf={product.images.map((_, i) => t('pictureOf', { n: i + 1, total: product.images.length }))} />
          ) : (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- its own picture or the part type's generated SVG, sized by CSS */}
              <img src={imageUrl} alt={product.images[0]?.alt ?? product.title} width={product.images[0]?.width ?? 600} height={product.images[0]?.height ?? 600} fetchPriority="high" className="mx-auto aspect-square w-full max-w-[min(100%,55vh)] rounded-lg border border-line bg-panel object-contain md:max-w-none" data-testid="product-image" />
            </>
          )}
        </div>
        <div className="md:col-start-2 md:row-start-2">
          {price ? (
            <div className="mt-4">
              {price.sale !== null ? (
                <p>
                  <span data-testid="price" className="text-3xl font-extrabold text-brand-dark">
                    {format(price.sale)}
                  </span>{' '}
                  <span className="text-muted">{t.rich('was', { price: format(price.regular), old: (chunks) => <s>{chunks}</s> })}</span>{' '}
                  {/* One piece: it moves to the next line whole rather than breaking ("Ahorra / $60.00"). */}
                  <span className="inline-block whitespace-nowrap rounded bg-brand px-2 py-0.5 text-sm font-bold text-white">{t('save', { amount: format(price.regular - price.sale) })}</span>
                </p>
              ) : (
                <p data-testid="price" className="text-3xl font-extrabold">
                  {format(price.regular)}
                </p>
              )}
              {/* The market's installments for this price (docs/decisions/058): part of the cached shell, like the price. */}
              <InstallmentsLine amount={price.sale ?? price.regular} locale={locale} settings={installments} className="mt-1 text-base font-semibold" />
              {price.coreCharge > 0 ? <p className="mt-1 text-sm text-muted">{t('coreCharge', { amount: format(price.coreCharge) })}</p> : null}
            </div>
          ) : (
            <p className="mt-4 font-semibold">{t('notSoldHere')}</p>
          )}
          {shopperParts(
            <>
              {!price ? null : availability.status !== 'OUT_OF_STOCK' ? (
                <parts.AddToCart sku={product.sku} locale={locale} />
              ) : shopper.deferred ? (
                // The market cannot ship it; the shopper's store may have it on its shelf.
                <CartIsland productId={product.id}>
                  <parts.AddToCart sku={product.sku} locale={locale} />
                </CartIsland>
              ) : null}

              <FitmentBanner locale={locale} fitment={fitment} vehicleName={vehicle?.name ?? null} shelfPath={shelfPath} productId={product.id} deferred={shopper.deferred} SelectorTrigger={parts.SelectorTrigger} />

              <section aria-labelledby="availability" className="mt-4 rounded-lg border border-line">
                <h2 id="availability" className="sr-only">
                  {t('availability')}
                </h2>
                <p data-testid="ship-availability" className="flex items-start gap-2 border-b border-line p-3">
                  <Icon name="truck" />
                  <span>
                    <span className="font-semibold">{t('shipToHome')}</span>
                    <br />
                    <span className={availability.shipQuantity > 0 ? 'text-ok' : 'text-brand-dark'}>{availability.shipQuantity > 0 ? t('inStockToShip') : t('outOfStockToShip')}</span>
                  </span>
                </p>
                {shopper.deferred ? (
                  <StoreAvailabilityIsland productId={product.id} locale={locale} fallback={<parts.StoreAvailability locale={locale} availability={availability} nearby={nearby} returnTo={href} />} />
                ) : (
                  <parts.StoreAvailability locale={locale} availability={availability} nearby={nearby} returnTo={href} />
                )}
              </section>
            </>,
          )}
          {product.hazardous ? (
            <p className="mt-3 flex items-start gap-2 rounded-lg bg-alert p-3 text-sm">
              <Icon name="alert" />
              {t('hazardous')}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="specifications">
          <h2 id="specifications" className="text-xl font-bold">
            {t('specifications')}
          </h2>
          <table className="mt-3 w-full text-sm">
            <tbody>
              {[
                { name: t('brand'), value: product.brand.name },
                { name: t('partType'), value: product.partType.name },
                ...(product.position ? [{ name: t('position'), value: product.position }] : []),
                ...product.specs.map((s) => ({ name: s.name, value: s.value })),
                { name: t('warrantyLabel'), value: warranty },
              ].map((row) => (
                <tr key={row.name} className="border-b border-line">
                  <th scope="row" className="w-1/2 py-2 pr-3 text-left font-semibold">
                    {row.name}
                  </th>
                  <td className="py-2 first-letter:uppercase">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="description">
          <h2 id="description" className="text-xl font-bold">
            {t('description')}
          </h2>
          <p className="mt-3 leading-relaxed">{product.description}</p>
          <h3 className="mt-6 font-bold">{t('warrantyTitle')}</h3>
          <p className="mt-1 text-sm leading-relaxed">{t('warrantyBody', { warranty })}</p>
        </section>
      </div>
    </div>
  );
}
