import { describe, expect, it } from 'vitest';
import { itemsThatFit, toFlatNav, type NavGroupView } from './header-model';

describe('itemsThatFit', () => {
  it('keeps every entry when the row is wide enough, without a "More" control', () => {
    expect(itemsThatFit([100, 100, 100], 80, 4, 308)).toBe(3);
  });

  it('moves the entries that do not fit, from the end, leaving room for "More"', () => {
    // 100 + 4 + 100 + 4 + 80 = 288 fits; a third entry (392) does not.
    expect(itemsThatFit([100, 100, 100], 80, 4, 307)).toBe(2);
    expect(itemsThatFit([100, 100, 100, 100], 80, 4, 300)).toBe(2);
  });

  it('gives the last entry up for "More" when all but one fit', () => {
    expect(itemsThatFit([100, 100, 100], 120, 4, 305)).toBe(1);
  });

  it('shows only "More" on a window too narrow for the first entry', () => {
    expect(itemsThatFit([200, 100], 80, 4, 150)).toBe(0);
  });

  it('tolerates fractional widths that add up to the room available', () => {
    expect(itemsThatFit([100.3, 100.3], 80, 4, 204.4)).toBe(2);
  });
});

describe('toFlatNav', () => {
  const groups: NavGroupView[] = [
    { id: 'parts', heading: 'Peças', links: [{ title: 'Freios', href: '/pt-BR/parts/brakes', external: false }, { title: 'Folheto', href: 'https://example.com/f', external: true }] },
    { id: 'contact', heading: 'Fale conosco', href: '/pt-BR/contactus', links: [] },
    { id: 'empty', heading: 'Nada', links: [] },
  ];

  it("lists each group's links, and plain-link groups as themselves, in order with unique ids", () => {
    const flat = toFlatNav(groups);
    expect(flat.map((g) => [g.heading, g.href, g.external ?? false])).toEqual([
      ['Freios', '/pt-BR/parts/brakes', false],
      ['Folheto', 'https://example.com/f', true],
      ['Fale conosco', '/pt-BR/contactus', false],
    ]);
    expect(new Set(flat.map((g) => g.id)).size).toBe(flat.length);
    expect(flat.every((g) => g.links.length === 0)).toBe(true);
  });
});
