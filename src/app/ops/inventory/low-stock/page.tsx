import { opsMetadata } from '@/features/ops/i18n';
import { Link } from '@/components/Link';
import { z } from 'zod';
import { orRefusal, staffTranslator } from '@/features/ops/catalog/staff-text';
import { inventoryPath, lowStockPath } from '@/features/ops/inventory/paths';
import { inventoryTabs } from '@/features/ops/inventory/screens';
import { buttonClass, Field, inputClass, ScreenTabs, sectionClass, tableClass } from '@/features/ops/inventory/ui';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { productLabels } from '@/server/catalog/staff-queries';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/server/inventory/staff';
import { lowStock, stockStores } from '@/server/inventory/staff-use-cases';

export const generateMetadata = opsMetadata('inventory.nav.lowStock');

const Query = z.object({ store: z.string().trim().max(20).catch(''), threshold: z.coerce.number().int().min(1).max(10_000).catch(DEFAULT_LOW_STOCK_THRESHOLD) });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops/inventory/low-stock?store=&threshold=: a store's products below the threshold, the emptiest first. */
export default async function LowStockRoute({ searchParams }: Props) {
  const query = Query.parse(await searchParams);
  const actor = await staffPage(lowStockPath(query.store || undefined, query.threshold));
  const { t } = await staffTranslator();
  const tabs = await inventoryTabs(actor);
  const stores = await stockStores(actor);
  const store = query.store || (stores.length === 1 ? stores[0]! : '');
  const read = store
    ? await orRefusal(t, async () => {
        const lines = await lowStock(actor, { storeNumber: store, threshold: query.threshold });
        return { lines, labels: await productLabels(lines.map((l) => l.productId)) };
      })
    : null;
  const { lines, labels } = read?.ok ? read.value : { lines: [], labels: new Map<number, { sku: string; title: string }>() };
  const body = !read ? (
    <p className="mt-4 text-muted">{t('ops.inventory.lowStock.chooseStore')}</p>
  ) : !read.ok ? (
    <p role="alert" className="mt-4 rounded-md bg-alert px-3 py-2">
      {read.message}
    </p>
  ) : lines.length ? (
        <table className={tableClass} data-testid="low-stock">
          <thead>
            <tr>
              <th>{t('ops.inventory.lowStock.sku')}</th>
              <th>{t('ops.inventory.lowStock.product')}</th>
              <th className="text-right">{t('ops.inventory.lowStock.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => {
              const label = labels.get(l.productId);
              return (
                <tr key={l.productId}>
                  <td>
                    {label ? (
                      <Link href={inventoryPath(label.sku)} className="inline-flex min-h-11 items-center font-semibold underline">
                        {label.sku}
                      </Link>
                    ) : (
                      l.productId
                    )}
                  </td>
                  <td>{label?.title}</td>
                  <td className="text-right font-semibold tabular-nums">{l.quantity}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
  ) : (
    <p className="mt-4">{t('ops.inventory.lowStock.empty', { threshold: query.threshold, store })}</p>
  );
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-bold">{t('ops.inventory.lowStock.heading')}</h1>
        <ScreenTabs label={tabs.label} tabs={tabs.tabs} current={lowStockPath()} />
        <form method="get" action="/ops/inventory/low-stock" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="w-48">
            <Field id="store" label={t('ops.inventory.lowStock.store')}>
              <select id="store" name="store" defaultValue={store} className={inputClass}>
                <option value="">—</option>
                {stores.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="w-32">
            <Field id="threshold" label={t('ops.inventory.lowStock.threshold')}>
              <input id="threshold" name="threshold" type="number" min={1} max={10000} defaultValue={query.threshold} className={inputClass} />
            </Field>
          </div>
          <button type="submit" className={buttonClass}>
            {t('ops.inventory.lowStock.submit')}
          </button>
        </form>
        <section className={sectionClass}>{body}</section>
      </main>
    </>
  );
}
