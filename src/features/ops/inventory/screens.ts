import type { Actor } from '@/server/staff/actor';
import { mayOpen } from '../nav';
import { staffTranslator } from '../catalog/staff-text';
import { inventoryImportPath, inventoryPath, lowStockPath } from './paths';

/** The inventory screens' tabs this staff member may open, in their language. */
export async function inventoryTabs(actor: Actor) {
  const { t } = await staffTranslator();
  return {
    label: t('ops.inventory.title'),
    tabs: [
      { href: inventoryPath(), text: t('ops.inventory.nav.stock') },
      { href: lowStockPath(), text: t('ops.inventory.nav.lowStock') },
      { href: inventoryImportPath, text: t('ops.inventory.nav.import') },
    ].filter((tab) => mayOpen(actor, tab.href)),
  };
}

/** Whether the actor is a store manager (the screens offer only their stores). */
export const isStoreBound = (actor: Actor) => actor.storeIds !== null;
