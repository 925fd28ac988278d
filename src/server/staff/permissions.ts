/**
 * The back office's roles and what each may do (issue 23, decision 052). Pure data and one rule:
 * the use cases ask `can`/`authorize` (actor.ts) before they act, for the pages and the admin API
 * alike. A store manager's permissions hold for their own stores only (`Actor.storeIds`).
 */

export const ROLES = ['administrator', 'storeManager', 'customerService', 'merchandiser'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'dashboard.read',
  'orders.read',
  'orders.fulfil',
  'orders.refund',
  'inventory.read',
  'inventory.adjust',
  'inventory.import',
  'catalog.read',
  'catalog.write',
  'catalog.import',
  'prices.write',
  'promotions.write',
  'content.write',
  'customers.read',
  'customers.manage',
  'rewards.credit',
  'contact.read',
  'chat.answer',
  'outbox.read',
  /** Reading the secret-bearing e-mails of the outbox (codes, reset links, invitations), in the demo only (outbox/staff.ts). */
  'outbox.secrets',
  'jobs.manage',
  'audit.read',
  'staff.manage',
  'settings.manage',
  'metrics.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions that a store manager holds only for the stores they manage (a record with no store is not theirs). */
export const STORE_SCOPED: ReadonlySet<Permission> = new Set<Permission>(['orders.read', 'orders.fulfil', 'orders.refund', 'inventory.read', 'inventory.adjust']);

export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  administrator: new Set(PERMISSIONS),
  storeManager: new Set<Permission>(['dashboard.read', 'orders.read', 'orders.fulfil', 'orders.refund', 'inventory.read', 'inventory.adjust', 'catalog.read']),
  customerService: new Set<Permission>(['dashboard.read', 'orders.read', 'orders.fulfil', 'orders.refund', 'customers.read', 'customers.manage', 'rewards.credit', 'contact.read', 'chat.answer', 'outbox.read', 'catalog.read', 'inventory.read']),
  merchandiser: new Set<Permission>(['dashboard.read', 'catalog.read', 'catalog.write', 'catalog.import', 'prices.write', 'promotions.write', 'content.write', 'inventory.read', 'inventory.import']),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
