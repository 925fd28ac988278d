import type { MenuGroup } from '@/server/content/documents';

/** What the client parts of the header need: plain, serialisable data with localized hrefs. */
export interface NavGroupView {
  id: string;
  heading: string;
  href?: string;
  external?: boolean;
  links: { title: string; href: string; external: boolean }[];
}

export function toNavGroups(groups: MenuGroup[], localize: (href: string) => string): NavGroupView[] {
  return groups.map((group) => ({
    id: group.id,
    heading: group.heading,
    href: group.href ? localize(group.href) : undefined,
    links: group.links.map((l) => ({
      title: l.menu_link.title,
      href: localize(l.menu_link.href),
      external: l.target === '_blank',
    })),
  }));
}

/**
 * Brazil's simplified header lists every link of the menu side by side (no drop-downs): each
 * group's links, or the group itself when it is a plain link.
 */
export function toFlatNav(groups: NavGroupView[]): NavGroupView[] {
  return groups.flatMap((group) =>
    group.links.length
      ? group.links.map((link, i) => ({ id: `${group.id}-${i}`, heading: link.title, href: link.href, external: link.external, links: [] }))
      : group.href
        ? [{ id: group.id, heading: group.heading, href: group.href, external: group.external, links: [] }]
        : [],
  );
}

/**
 * How many of a row's items (in order, `widths` wide, `gap` apart) fit in `available` pixels:
 * all of them when they do, else as many as leave room for the "More" control that holds the rest.
 */
export function itemsThatFit(widths: number[], moreWidth: number, gap: number, available: number): number {
  // Half a pixel of slack: widths are fractional and rounding must not push an item out.
  const room = available + 0.5;
  const total = widths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0);
  if (total <= room) return widths.length;
  let fit = 0;
  let used = 0;
  for (const width of widths) {
    used += width + (fit > 0 ? gap : 0);
    if (used + gap + moreWidth > room) break;
    fit++;
  }
  return fit;
}
