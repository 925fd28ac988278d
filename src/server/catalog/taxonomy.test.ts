import { describe, expect, it } from 'vitest';
import { POSITION_NAMES } from './positions';
import { BRANDS, CATEGORIES, PART_GROUPS, PART_TYPES } from './taxonomy';

const ROOTS = ['parts', 'interior-accessories', 'exterior-accessories', 'truck-and-towing', 'tools-and-equipment', 'fluids-and-chemicals', 'performance'];
const filled = (names: Record<string, string>) => ['en-US', 'es-MX', 'pt-BR'].every((l) => (names[l] ?? '').trim().length > 0);

describe('catalogue taxonomy', () => {
  const slugs = new Set(CATEGORIES.map((c) => c.slug));
  const leaves = CATEGORIES.filter((c) => !CATEGORIES.some((child) => child.parent === c.slug));
  const root = (slug: string): string => {
    const category = CATEGORIES.find((c) => c.slug === slug)!;
    return category.parent ? root(category.parent) : slug;
  };

  it('has the seven departments of the URL fragments and 25 categories under them', () => {
    expect(CATEGORIES.filter((c) => c.parent === null).map((c) => c.slug)).toEqual(ROOTS);
    expect(CATEGORIES.filter((c) => c.parent !== null).length).toBeGreaterThanOrEqual(25);
    expect(slugs.size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) if (c.parent) expect(slugs.has(c.parent), c.slug).toBe(true);
  });

  it('puts every part type in a leaf category and a known part group, with sane prices', () => {
    const groups = new Set(PART_GROUPS.map((g) => g.id));
    expect(new Set(PART_TYPES.map((t) => t.id)).size).toBe(PART_TYPES.length);
    expect(new Set(PART_TYPES.map((t) => t.slug)).size).toBe(PART_TYPES.length);
    for (const t of PART_TYPES) {
      expect(leaves.some((l) => l.slug === t.category), t.slug).toBe(true);
      expect(t.group.startsWith('azpg') && groups.has(t.group), t.slug).toBe(true);
      expect(t.priceUsd[0] > 0 && t.priceUsd[0] < t.priceUsd[1], t.slug).toBe(true);
      for (const p of t.positions ?? []) expect(POSITION_NAMES[p], p).toBeDefined();
      for (const s of t.specs) if (s.localizedValues) for (const values of Object.values(s.localizedValues)) expect(values).toHaveLength(s.values.length);
    }
  });

  it('has every leaf category stocked with part types, each made by at least three brands', () => {
    for (const leaf of leaves) {
      expect(PART_TYPES.some((t) => t.category === leaf.slug), leaf.slug).toBe(true);
      expect(BRANDS.filter((b) => b.departments.includes(root(leaf.slug))).length, leaf.slug).toBeGreaterThanOrEqual(3);
    }
    expect(BRANDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BRANDS.map((b) => b.slug)).size).toBe(BRANDS.length);
  });

  it('names everything in the three languages', () => {
    for (const item of [...CATEGORIES, ...PART_GROUPS, ...PART_TYPES]) expect(filled(item.names)).toBe(true);
    for (const names of Object.values(POSITION_NAMES)) expect(filled(names)).toBe(true);
  });
});
