import type { Actor } from '@/server/staff/actor';
import { mayOpen } from '../nav';
import { catalogImportPath, catalogPath } from './paths';
import { staffTranslator } from './staff-text';

/** The catalogue screens' tabs this staff member may open, in their language. */
export async function catalogTabs(actor: Actor) {
  const { t } = await staffTranslator();
  return {
    label: t('ops.catalog.title'),
    tabs: [
      { href: catalogPath(), text: t('ops.catalog.nav.products') },
      { href: catalogImportPath, text: t('ops.catalog.nav.import') },
    ].filter((tab) => mayOpen(actor, tab.href)),
  };
}
