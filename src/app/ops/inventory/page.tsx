import { opsMetadata } from '@/features/ops/i18n';
import { z } from 'zod';
import { orRefusal, staffTranslator } from '@/features/ops/catalog/staff-text';
import { inventoryPath } from '@/features/ops/inventory/paths';
import { inventoryTabs } from '@/features/ops/inventory/screens';
import { AdjustForm, TransferForm } from '@/features/ops/inventory/StockForms';
import { buttonClass, Field, inputClass, ScreenTabs, sectionClass, tableClass } from '@/features/ops/inventory/ui';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { can } from '@/server/staff/actor';
import { productIdOfSku, productLabels } from '@/server/catalog/staff-queries';
import { ADJUSTMENT_REASONS } from '@/server/inventory/staff';
import { productStock, stockCentres, stockStores } from '@/server/inventory/staff-use-cases';

export const generateMetadata = opsMetadata('nav.inventory');

const Query = z.object({ sku: z.string().trim().max(80).catch('') });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops/inventory?sku=: a product's stock in every distribution centre and store, with adjustment and transfer forms. */
export default async function InventoryRoute({ searchParams }: Props) {
  const { sku } = Query.parse(await searchParams);
  const actor = await staffPage(inventoryPath(sku));
  const { t } = await staffTranslator();
  const tabs = await inventoryTabs(actor);
  const productId = sku ? await productIdOfSku(sku) : null;
  const read =
    productId === null
      ? null
      : await orRefusal(t, async () => {
          const [locations, stores, centres, labels] = await Promise.all([productStock(actor, productId), stockStores(actor), stockCentres(actor), productLabels([productId])]);
          return { locations, stores, centres, title: labels.get(productId)?.title ?? '' };
        });
  const data = read?.ok ? read.value : null;
  // The forms only for a role that may change stock (the use cases refuse the others all the same).
  const adjustable = can(actor, 'inventory.adjust');
  const editable = data
    ? [
        ...(actor.storeIds === null ? data.centres.map((c) => ({ value: `dc:${c.code}`, label: `${t('ops.inventory.table.dc')} ${c.name} (${c.code})` })) : []),
        ...data.stores.map((s) => ({ value: `store:${s}`, label: t('ops.inventory.table.store', { code: s }) })),
      ]
    : [];
  const refusal = !sku ? (
    <p className="mt-4 text-muted">{t('ops.inventory.lookup.prompt')}</p>
  ) : productId === null ? (
    <p role="alert" className="mt-4 rounded-md bg-alert px-3 py-2">
      {t('ops.catalog.errors.productNotFound', { sku })}
    </p>
  ) : read && !read.ok ? (
    <p role="alert" className="mt-4 rounded-md bg-alert px-3 py-2">
      {read.message}
    </p>
  ) : null;
  const body = data ? (
    <>
      <section className={sectionClass} aria-labelledby="stock-heading">
        <h2 id="stock-heading" className="text-lg font-bold">
          {sku} · {data.title}
        </h2>
        <table className={tableClass} data-testid="stock-table">
          <thead>
            <tr>
              <th>{t('ops.inventory.table.location')}</th>
              <th>{t('ops.inventory.table.type')}</th>
              <th className="text-right">{t('ops.inventory.table.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {data.locations.map((l) => (
              <tr key={`${l.type}:${l.code}`} data-location={`${l.type}:${l.code}`}>
                <td>{l.type === 'dc' ? `${l.name} · ${l.code}` : l.code}</td>
                <td>{l.type === 'dc' ? t('ops.inventory.table.dc') : t('ops.inventory.table.storeType')}</td>
                <td className="text-right font-semibold tabular-nums">{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {adjustable ? (
        <>
          <section className={sectionClass}>
            <AdjustForm
              sku={sku}
              locations={editable}
              labels={{
                heading: t('ops.inventory.adjust.heading'),
                location: t('ops.inventory.adjust.location'),
                change: t('ops.inventory.adjust.change'),
                reason: t('ops.inventory.adjust.reason'),
                note: t('ops.inventory.adjust.note'),
                submit: t('ops.inventory.adjust.submit'),
                reasons: ADJUSTMENT_REASONS.map((r) => ({ value: r, label: t(`ops.inventory.reasons.${r}`) })),
              }}
            />
          </section>
          <section className={sectionClass}>
            <TransferForm
              sku={sku}
              locations={editable}
              labels={{
                heading: t('ops.inventory.transfer.heading'),
                from: t('ops.inventory.transfer.from'),
                to: t('ops.inventory.transfer.to'),
                quantity: t('ops.inventory.transfer.quantity'),
                note: t('ops.inventory.adjust.note'),
                submit: t('ops.inventory.transfer.submit'),
              }}
            />
          </section>
        </>
      ) : null}
    </>
  ) : (
    refusal
  );
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-bold">{t('ops.inventory.title')}</h1>
        <ScreenTabs label={tabs.label} tabs={tabs.tabs} current={inventoryPath()} />
        <form method="get" action="/ops/inventory" className="mt-4 flex flex-wrap items-end gap-3" role="search">
          <div className="w-full max-w-sm">
            <Field id="sku" label={t('ops.inventory.lookup.sku')}>
              <input id="sku" name="sku" defaultValue={sku} className={inputClass} autoComplete="off" />
            </Field>
          </div>
          <button type="submit" className={buttonClass}>
            {t('ops.inventory.lookup.submit')}
          </button>
        </form>
        {body}
      </main>
    </>
  );
}
