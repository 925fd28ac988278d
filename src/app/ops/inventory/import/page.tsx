import { opsMetadata } from '@/features/ops/i18n';
import { importLabels } from '@/features/ops/catalog/import-labels';
import { ImportForm } from '@/features/ops/catalog/ImportForm';
import { staffTranslator } from '@/features/ops/catalog/staff-text';
import { inventoryImportPath } from '@/features/ops/inventory/paths';
import { inventoryTabs } from '@/features/ops/inventory/screens';
import { ScreenTabs, sectionClass } from '@/features/ops/inventory/ui';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';

export const generateMetadata = opsMetadata('inventory.nav.import');

/** /ops/inventory/import: a stock CSV with a dry run, a progress bar and the bad rows. */
export default async function InventoryImportRoute() {
  const actor = await staffPage(inventoryImportPath);
  const { t } = await staffTranslator();
  const tabs = await inventoryTabs(actor);
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-bold">{t('ops.inventory.import.heading')}</h1>
        <ScreenTabs label={tabs.label} tabs={tabs.tabs} current={inventoryImportPath} />
        <section className={sectionClass}>
          <p className="mb-4 text-muted">{t('ops.inventory.import.help')}</p>
          <ImportForm labels={await importLabels()} fixedKind="stock" />
        </section>
      </main>
    </>
  );
}
