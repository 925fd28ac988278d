import { describe, expect, it } from 'vitest';
import type { Actor } from '@/server/staff/actor';
import type { Role } from '@/server/staff/permissions';
import { mayOpen, sectionOf } from './nav';

/** What a role is offered: the screens (and the tabs and links to them) its permissions open. */

const actor = (role: Role): Actor => ({ staffId: 1, label: role, role, storeIds: role === 'storeManager' ? ['1029'] : null, via: 'session', ip: null, requestId: null });

describe('the back office’s screens by role', () => {
  it('the imports need the import’s permission, not only the screen’s', () => {
    expect(sectionOf('/ops/inventory/import')?.permission).toBe('inventory.import');
    expect(sectionOf('/ops/catalog/import')?.permission).toBe('catalog.import');
    expect(sectionOf('/ops/catalog/products/X')?.permission).toBe('catalog.read');
    for (const role of ['storeManager', 'customerService'] as const) {
      expect(mayOpen(actor(role), '/ops/inventory/import')).toBe(false);
      expect(mayOpen(actor(role), '/ops/catalog/import')).toBe(false);
      expect(mayOpen(actor(role), '/ops/inventory?sku=A')).toBe(true);
    }
    expect(mayOpen(actor('merchandiser'), '/ops/inventory/import')).toBe(true);
    expect(mayOpen(actor('merchandiser'), '/ops/catalog/import')).toBe(true);
  });

  it('the pickup queue is offered only to those who work it', () => {
    expect(mayOpen(actor('merchandiser'), '/ops/pickups')).toBe(false);
    expect(mayOpen(actor('storeManager'), '/ops/pickups')).toBe(true);
    expect(mayOpen(actor('customerService'), '/ops/pickups')).toBe(true);
  });
});
