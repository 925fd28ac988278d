import { describe, expect, it } from 'vitest';
import { facetsFromCombos } from './service';

const combo = (bs: string, t: number, n: number, lo: number, hi: number) => ({ b: bs.length, bs, bn: bs.toUpperCase(), t, tn: `type ${t}`, n, lo, hi });

/** Products by (brand, part type): how many within the price filter, and the price range of all of them. */
const COMBOS = [combo('acme', 1, 3, 100, 900), combo('acme', 2, 1, 500, 500), combo('zeta', 1, 2, 200, 700), combo('zeta', 3, 0, 2000, 3000)];

describe('facets from (brand, part type) counts', () => {
  it('count everything when nothing is filtered, and hide empty entries', () => {
    const { total, facets } = facetsFromCombos(COMBOS, {});
    expect(total).toBe(6);
    expect(facets.brands).toEqual([
      { slug: 'acme', name: 'ACME', count: 4 },
      { slug: 'zeta', name: 'ZETA', count: 2 },
    ]);
    expect(facets.partTypes).toEqual([
      { id: 1, name: 'type 1', count: 5 },
      { id: 2, name: 'type 2', count: 1 },
    ]);
    expect(facets.price).toEqual({ min: 100, max: 3000 });
  });

  it('leave each facet\'s own filter out of its counts', () => {
    const { total, facets } = facetsFromCombos(COMBOS, { brands: ['zeta'], partTypeIds: [1] });
    expect(total).toBe(2);
    // Brands are counted within part type 1, part types within brand zeta (its empty type 3 is not selected, so it is not shown).
    expect(facets.brands).toEqual([
      { slug: 'acme', name: 'ACME', count: 3 },
      { slug: 'zeta', name: 'ZETA', count: 2 },
    ]);
    expect(facets.partTypes).toEqual([{ id: 1, name: 'type 1', count: 2 }]);
    expect(facets.price).toEqual({ min: 200, max: 700 });
  });

  it('keep a selected entry that has nothing left, and answer no price range for nothing', () => {
    const { total, facets } = facetsFromCombos(COMBOS, { partTypeIds: [3] });
    expect(total).toBe(0);
    expect(facets.partTypes).toContainEqual({ id: 3, name: 'type 3', count: 0 });
    expect(facets.price).toEqual({ min: 2000, max: 3000 });
    expect(facetsFromCombos([], {}).facets.price).toBeNull();
  });
});
