import { opsMetadata } from '@/features/ops/i18n';
import { Link } from '@/components/Link';
import { z } from 'zod';
import { catalogPath, productPath } from '@/features/ops/catalog/paths';
import { catalogTabs } from '@/features/ops/catalog/screens';
import { orRefusal, staffTranslator } from '@/features/ops/catalog/staff-text';
import { buttonClass, Field, inputClass, ScreenTabs, sectionClass, tableClass } from '@/features/ops/inventory/ui';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { productImageUrl } from '@/server/catalog/service';
import { searchProductsForStaff } from '@/server/catalog/staff-queries';

export const generateMetadata = opsMetadata('nav.catalog');

const Query = z.object({ q: z.string().trim().max(100).catch('') });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rows whose picture loads at once: about what a tablet shows above the fold; the rest load as they scroll into view. */
const EAGER_ROWS = 6;

/** /ops/catalog?q=: find products by SKU, part number or name, each with the picture the shelf shows. */
export default async function CatalogRoute({ searchParams }: Props) {
  const { q } = Query.parse(await searchParams);
  const actor = await staffPage(catalogPath(q));
  const { t, locale } = await staffTranslator();
  const tabs = await catalogTabs(actor);
  const search = await orRefusal(t, () => searchProductsForStaff(actor, { q, limit: 50 }));
  const found = search.ok ? search.value : [];
  const body = !search.ok ? (
    <p role="alert" className="rounded-md bg-alert px-3 py-2">
      {search.message}
    </p>
  ) : found.length ? (
      <table className={tableClass} data-testid="catalog-results">
        <thead>
          <tr>
            <th>
              <span className="sr-only">{t('ops.catalog.columns.image')}</span>
            </th>
            <th>{t('ops.catalog.columns.sku')}</th>
            <th>{t('ops.catalog.columns.name')}</th>
            <th className="hidden sm:table-cell">{t('ops.catalog.columns.brand')}</th>
            <th className="hidden sm:table-cell">{t('ops.catalog.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {found.map((p, row) => (
            <tr key={p.id}>
              <td className="w-14">
                {/* eslint-disable-next-line @next/next/no-img-element -- the shelf's picture (ProductCardFrame), a generated image sized by CSS */}
                <img
                  src={productImageUrl(p, locale)}
                  alt=""
                  width={400}
                  height={400}
                  loading={row < EAGER_ROWS ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-square w-12 rounded border border-line bg-panel object-contain"
                  data-testid="catalog-image"
                />
              </td>
              <td>
                <Link href={productPath(p.sku)} className="inline-flex min-h-11 items-center font-semibold underline">
                  {p.sku}
                </Link>
              </td>
              <td>{p.title}</td>
              <td className="hidden sm:table-cell">{p.brand}</td>
              <td className="hidden sm:table-cell">{p.active ? t('ops.catalog.columns.active') : t('ops.catalog.columns.inactive')}</td>
            </tr>
          ))}
        </tbody>
      </table>
  ) : (
    <p>{t('ops.catalog.search.none', { q })}</p>
  );
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-bold">{t('ops.catalog.title')}</h1>
        <ScreenTabs label={tabs.label} tabs={tabs.tabs} current={catalogPath()} />
        <form method="get" action="/ops/catalog" className="mt-4 flex flex-wrap items-end gap-3" role="search">
          <div className="w-full max-w-md">
            <Field id="q" label={t('ops.catalog.search.label')}>
              <input id="q" name="q" defaultValue={q} className={inputClass} autoComplete="off" />
            </Field>
          </div>
          <button type="submit" className={buttonClass}>
            {t('ops.catalog.search.submit')}
          </button>
        </form>
        <section className={sectionClass}>{body}</section>
      </main>
    </>
  );
}
