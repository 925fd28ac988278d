import { can, type Actor } from '@/server/staff/actor';
import type { Permission } from '@/server/staff/permissions';

/**
 * The back office's navigation (issue 23): one line per screen, shown to the staff members whose
 * role holds the line's permission. `key` names the label under `ops.nav.<key>` in messages/*.json.
 * Each screen's owner adds only its own line; the shell (OpsNav) reads them all.
 */
export interface OpsNavEntry {
  href: string;
  key: string;
  permission: Permission;
  /** The paths the screen covers, when wider than its link (settings: every page under /ops/settings). */
  scope?: string;
}

export const OPS_NAV: readonly OpsNavEntry[] = [
  { href: '/ops', key: 'dashboard', permission: 'dashboard.read' },
  { href: '/ops/orders', key: 'orders', permission: 'orders.read' },
  { href: '/ops/pickups', key: 'pickups', permission: 'orders.fulfil' },
  { href: '/ops/inventory', key: 'inventory', permission: 'inventory.read' },
  { href: '/ops/catalog', key: 'catalog', permission: 'catalog.read' },
  { href: '/ops/customers', key: 'customers', permission: 'customers.read' },
  { href: '/ops/content', key: 'content', permission: 'content.write' },
  { href: '/ops/chat', key: 'chat', permission: 'chat.answer' },
  { href: '/ops/outbox', key: 'outbox', permission: 'outbox.read' },
  { href: '/ops/jobs', key: 'jobs', permission: 'jobs.manage' },
  { href: '/ops/audit', key: 'audit', permission: 'audit.read' },
  { href: '/ops/staff', key: 'staff', permission: 'staff.manage' },
  { href: '/ops/settings/installments', key: 'settings', permission: 'settings.manage', scope: '/ops/settings' },
];

/**
 * Screens inside a menu line's that need more than the line's permission (the imports write:
 * opening one asks the import's permission, and its tab shows only to those who hold it).
 */
export const OPS_SUBSCREENS: readonly OpsNavEntry[] = [
  { href: '/ops/inventory/import', key: 'inventoryImport', permission: 'inventory.import' },
  { href: '/ops/catalog/import', key: 'catalogImport', permission: 'catalog.import' },
];

/** Every screen a path may belong to: the menu's lines and the screens inside them. */
const SCREENS: readonly OpsNavEntry[] = [...OPS_NAV, ...OPS_SUBSCREENS];

/** The lines this staff member may see (a store manager's store-scoped lines included: the screen narrows to their stores). */
export function navFor(actor: Actor): OpsNavEntry[] {
  return OPS_NAV.filter((entry) => can(actor, entry.permission));
}

/** Whether this staff member may open a back-office path (its screen's permission; a page every member may open: yes). Links and tabs show only then. */
export function mayOpen(actor: Actor, href: string): boolean {
  const section = sectionOf(new URL(href, 'http://ops').pathname);
  return !section || can(actor, section.permission);
}

/** The screen a back-office path belongs to (its pages under it too; the dashboard is /ops alone), or null for the pages every signed-in member may open. */
export function sectionOf(pathname: string): OpsNavEntry | null {
  let found: OpsNavEntry | null = null;
  for (const entry of SCREENS) {
    const scope = entry.scope ?? entry.href;
    const covers = pathname === scope || (scope !== '/ops' && pathname.startsWith(`${scope}/`));
    if (covers && (!found || scope.length > (found.scope ?? found.href).length)) found = entry;
  }
  return found;
}
