import type { MenuGroup } from '@/server/content/documents';

/** What the client parts of the header need: plain, serialisable data with localized hrefs. */
export interface NavGroupView {
  id: string;
  heading: string;
  href?: string;
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
