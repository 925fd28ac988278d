import { catalogImportPath, catalogPath } from './paths';
import { staffTranslator } from './staff-text';

/** The catalogue screens' tabs, in the staff member's language. */
export async function catalogTabs() {
  const { t } = await staffTranslator();
  return {
    label: t('ops.catalog.title'),
    tabs: [
      { href: catalogPath(), text: t('ops.catalog.nav.products') },
      { href: catalogImportPath, text: t('ops.catalog.nav.import') },
    ],
  };
}
