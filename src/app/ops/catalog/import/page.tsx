import { opsMetadata } from '@/features/ops/i18n';
import { importLabels } from '@/features/ops/catalog/import-labels';
import { ImportForm } from '@/features/ops/catalog/ImportForm';
import { catalogImportPath } from '@/features/ops/catalog/paths';
import { catalogTabs } from '@/features/ops/catalog/screens';
import { staffTranslator } from '@/features/ops/catalog/staff-text';
import { ScreenTabs, sectionClass } from '@/features/ops/inventory/ui';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';

export const generateMetadata = opsMetadata('catalog.nav.import');

/** /ops/catalog/import: the CSV, ACES and PIES imports with a dry run, a progress bar and the bad rows. */
export default async function CatalogImportRoute() {
  const actor = await staffPage(catalogImportPath);
  const { t } = await staffTranslator();
  const tabs = await catalogTabs(actor);
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-bold">{t('ops.catalog.import.heading')}</h1>
        <ScreenTabs label={tabs.label} tabs={tabs.tabs} current={catalogImportPath} />
        <section className={sectionClass}>
          <p className="mb-4 text-muted">{t('ops.catalog.import.help')}</p>
          <ImportForm labels={await importLabels()} />
        </section>
      </main>
    </>
  );
}
