import { opsMetadata } from '@/features/ops/i18n';
import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { catalogPath, productPath } from '@/features/ops/catalog/paths';
import { formatAmount } from '@/features/ops/catalog/money-input';
import { ImageEditor, UploadImageForm, type ImageLabels } from '@/features/ops/catalog/ImageForms';
import { AddFitmentForm, PriceForm, ProductForm, RemoveFitmentButton } from '@/features/ops/catalog/ProductForms';
import { orRefusal, staffTranslator } from '@/features/ops/catalog/staff-text';
import { sectionClass, tableClass } from '@/features/ops/inventory/ui';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { getMarket, LOCALES } from '@/lib/markets';
import { catalogNamesForStaff, productFitment, productImagesForStaff } from '@/server/catalog-import/use-cases';
import { PRODUCT_IMAGES_MAX } from '@/server/catalog/images';
import { partImageUrl } from '@/server/catalog/service';
import { brandChoices, productForStaff } from '@/server/catalog/staff-queries';
import { PRICE_CURRENCIES } from '@/server/catalog/staff';

export const generateMetadata = opsMetadata('titles.product');

type Props = { params: Promise<{ sku: string }> };

/** /ops/catalog/products/{sku}: a product's main picture, names, brand, prices per market, pictures and fitment. */
export default async function ProductRoute({ params }: Props) {
  const sku = decodeURIComponent((await params).sku);
  const actor = await staffPage(productPath(sku));
  const { t, locale } = await staffTranslator();
  const read = await orRefusal(t, () => Promise.all([productForStaff(actor, sku), brandChoices(actor), productFitment(actor, sku), productImagesForStaff(actor, sku)]));
  if (!read.ok) {
    if (read.kind === 'notFound') notFound();
    return (
      <>
        <OpsHeader />
        <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
          <p role="alert" className="rounded-md bg-alert px-3 py-2">
            {read.message}
          </p>
        </main>
      </>
    );
  }
  const [product, brands, fitment, images] = read.value;
  // The part type's and the positions' names in the staff member's language, as the storefront shows them.
  const names = await catalogNamesForStaff(actor, { partTypeId: product.partTypeId, positions: fitment.map((line) => line.position) }, locale);
  const initial = Object.fromEntries([
    ...LOCALES.map((l) => [`title.${l}`, product.title[l] ?? '']),
    ...LOCALES.map((l) => [`description.${l}`, product.description[l] ?? '']),
    ['brandId', String(product.brandId)],
  ]);
  const marketOf = (currency: string) => LOCALES.find((l) => getMarket(l).currency === currency)!;
  const imageLabels: ImageLabels = {
    alt: Object.fromEntries(LOCALES.map((l) => [l, t('ops.catalog.images.alt', { locale: l })])),
    altHint: t('ops.catalog.images.altHint'),
    file: t('ops.catalog.images.file'),
    fileHint: t('ops.catalog.images.fileHint', { max: PRODUCT_IMAGES_MAX }),
    upload: t('ops.catalog.images.upload'),
    main: t('ops.catalog.images.main'),
    saveAlt: t('ops.catalog.images.saveAlt'),
    makeMain: t('ops.catalog.images.makeMain'),
    earlier: t('ops.catalog.images.earlier'),
    later: t('ops.catalog.images.later'),
    replace: t('ops.catalog.images.replace'),
    replaceFile: t('ops.catalog.images.replaceFile'),
    remove: t('ops.catalog.images.remove'),
    tooLarge: t('ops.catalog.images.errors.tooLarge'),
  };
  const kilobytes = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <Link href={catalogPath()} className="inline-flex min-h-11 items-center underline">
          {t('ops.catalog.product.back')}
        </Link>
        <div className="mt-2 flex items-start gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- the product page's picture (ProductPage), a generated image sized by CSS */}
          <img
            src={images[0]?.url ?? partImageUrl(product.partTypeId, locale)}
            alt={product.title[locale] || product.title['en-US'] || product.sku}
            width={600}
            height={600}
            fetchPriority="high"
            className="aspect-square w-24 shrink-0 rounded-lg border border-line bg-panel object-contain md:w-48"
            data-testid="product-image"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words">
              {product.sku} · {product.title['en-US']}
            </h1>
            <p className="text-muted">
              {product.brand} · {t('ops.catalog.product.partType')}: {names.partType ?? product.partType} ·{' '}
              <a href={`/products/${product.slug}`} className="underline" target="_blank" rel="noreferrer">
                {t('ops.catalog.product.view')}
              </a>
            </p>
          </div>
        </div>

        <section className={sectionClass}>
          <ProductForm
            sku={product.sku}
            initial={initial}
            brands={brands}
            labels={{
              heading: t('ops.catalog.product.details'),
              name: Object.fromEntries(LOCALES.map((l) => [l, t('ops.catalog.product.name', { locale: l })])),
              description: Object.fromEntries(LOCALES.map((l) => [l, t('ops.catalog.product.description', { locale: l })])),
              brand: t('ops.catalog.product.brand'),
              save: t('ops.catalog.product.save'),
            }}
          />
        </section>

        <section className={sectionClass} aria-labelledby="prices-heading">
          <h2 id="prices-heading" className="text-lg font-bold">
            {t('ops.catalog.prices.heading')}
          </h2>
          <div className="mt-3 grid gap-3 md:grid-cols-3">
            {PRICE_CURRENCIES.map((currency) => {
              const price = product.prices.find((p) => p.currency === currency);
              return (
                <PriceForm
                  key={currency}
                  sku={product.sku}
                  currency={currency}
                  initial={price ? { regular: formatAmount(price.regular), sale: formatAmount(price.sale), coreCharge: formatAmount(price.coreCharge) } : {}}
                  labels={{
                    market: `${marketOf(currency)} · ${currency}${price ? '' : ` — ${t('ops.catalog.prices.none')}`}`,
                    regular: t('ops.catalog.prices.regular'),
                    sale: t('ops.catalog.prices.sale'),
                    core: t('ops.catalog.prices.core'),
                    save: t('ops.catalog.prices.save', { currency }),
                  }}
                />
              );
            })}
          </div>
        </section>

        <section className={sectionClass} aria-labelledby="images-heading">
          <h2 id="images-heading" className="text-lg font-bold">
            {t('ops.catalog.images.heading')}
          </h2>
          {images.length ? (
            <ol className="mt-3 grid gap-3" aria-label={t('ops.catalog.images.order')} data-testid="image-list">
              {images.map((image) => (
                <ImageEditor
                  key={image.id}
                  sku={product.sku}
                  image={image}
                  count={images.length}
                  detail={t('ops.catalog.images.detail', { position: image.position + 1, width: image.width, height: image.height, kb: kilobytes.format(Math.max(1, image.bytes / 1024)) })}
                  labels={imageLabels}
                />
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-muted">{t('ops.catalog.images.none')}</p>
          )}
          {images.length < PRODUCT_IMAGES_MAX ? (
            <div className="mt-4">
              <h3 className="mb-2 font-bold">{t('ops.catalog.images.add')}</h3>
              <UploadImageForm sku={product.sku} labels={imageLabels} />
            </div>
          ) : null}
        </section>

        <section className={sectionClass} aria-labelledby="fitment-heading">
          <h2 id="fitment-heading" className="text-lg font-bold">
            {t('ops.catalog.fitment.heading')}
          </h2>
          {fitment.length ? (
            <table className={tableClass} data-testid="fitment-table">
              <thead>
                <tr>
                  <th>{t('ops.catalog.fitment.vehicle')}</th>
                  <th className="hidden sm:table-cell">{t('ops.catalog.fitment.position')}</th>
                  <th className="hidden sm:table-cell">{t('ops.catalog.fitment.qualifier')}</th>
                  <th className="text-right">{t('ops.catalog.fitment.quantity')}</th>
                  <th>
                    <span className="sr-only">{t('ops.catalog.fitment.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fitment.map((line) => (
                  <tr key={line.id}>
                    <td>{line.vehicle}</td>
                    <td className="hidden sm:table-cell">{line.position ? (names.positions[line.position] ?? line.position) : null}</td>
                    <td className="hidden sm:table-cell">{line.qualifier}</td>
                    <td className="text-right tabular-nums">{line.quantity}</td>
                    <td className="text-right">
                      <RemoveFitmentButton sku={product.sku} applicationId={line.id} label={t('ops.catalog.fitment.remove')} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-2 text-muted">{t('ops.catalog.fitment.none')}</p>
          )}
          <div className="mt-4">
            <AddFitmentForm
              sku={product.sku}
              labels={{
                heading: t('ops.catalog.fitment.add'),
                year: t('ops.catalog.fitment.year'),
                make: t('ops.catalog.fitment.make'),
                model: t('ops.catalog.fitment.model'),
                engine: t('ops.catalog.fitment.engine'),
                anyEngine: t('ops.catalog.fitment.anyEngine'),
                choose: t('ops.catalog.fitment.choose'),
                position: t('ops.catalog.fitment.position'),
                qualifier: t('ops.catalog.fitment.qualifier'),
                quantity: t('ops.catalog.fitment.quantity'),
                submit: t('ops.catalog.fitment.submit'),
              }}
            />
          </div>
        </section>
      </main>
    </>
  );
}
