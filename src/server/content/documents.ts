import { z } from 'zod';
import { freeText } from '@/lib/input-text';
import { isSafeHref } from '@/lib/safe-href';

/**
 * The shapes of the content the business edits (spec §3, navigation and content). Every text is
 * freeText: a control character (NUL among them, which jsonb refuses) is a field error.
 */

/** A link's target: a path, a fragment or an http(s), mailto or tel address, never javascript: (safe-href.ts). */
const link = () => freeText().refine(isSafeHref, { message: 'validation.content.unsafeLink' });

export const FooterItemSchema = z.object({
  name: freeText().min(1),
  label: freeText().default(''),
  CTALink: link().optional(),
  imageUrl: link().optional(),
  Icon: freeText().optional(),
  altText: freeText().optional(),
  smallIcon: z.boolean().default(false),
  displayPosition: z.enum(['Vertical', 'Horizontal']).default('Horizontal'),
  title: freeText().optional(),
  middleLabelContent: freeText().optional(),
});
export type FooterItem = z.infer<typeof FooterItemSchema>;

export const FooterGroupSchema = z.object({
  name: freeText().min(1),
  title: freeText().optional(),
  displayPosition: z.enum(['Vertical', 'Horizontal']).default('Horizontal'),
  items: z.array(FooterItemSchema),
});
export type FooterGroup = z.infer<typeof FooterGroupSchema>;

export const FooterSchema = z.object({
  footerTop: z.array(FooterGroupSchema),
  footerMiddle: z.array(FooterGroupSchema),
  footerBottom: z.array(FooterGroupSchema),
});
export type Footer = z.infer<typeof FooterSchema>;

export interface MenuLink {
  menu_link: { title: string; href: string };
  target?: '_self' | '_blank';
  child_links?: MenuLink[];
}

export const MenuLinkSchema: z.ZodType<MenuLink> = z.lazy(() =>
  z.object({
    menu_link: z.object({ title: freeText().min(1), href: link().min(1) }),
    target: z.enum(['_self', '_blank']).optional(),
    child_links: z.array(MenuLinkSchema).optional(),
  }),
);

export const MenuGroupSchema = z.object({
  id: freeText().min(1),
  heading: freeText().min(1),
  /** A group with an href and no links is a plain link (the contact-us entry). */
  href: link().optional(),
  links: z.array(MenuLinkSchema).default([]),
});
export type MenuGroup = z.infer<typeof MenuGroupSchema>;

export const TopNavSchema = z.object({ menuList: z.array(MenuGroupSchema) });
export type TopNav = z.infer<typeof TopNavSchema>;

/** A banner's audience: lower-case segment tokens (`guest`, `member`, `rewards`...), an empty list meaning everyone. */
export const SEGMENT_PATTERN = /^[a-z0-9_-]{1,40}$/;
export const SEGMENTS_MAX = 20;
export const BANNER_PRIORITY_MIN = -1000;
export const BANNER_PRIORITY_MAX = 1000;

export const SitewideAlertSchema = z.object({
  alert_text: freeText().min(1),
  cta_link: link().optional(),
  cta_name: freeText().optional(),
});
export type SitewideAlert = z.infer<typeof SitewideAlertSchema>;

export const HeaderPromoSchema = z.object({
  text_content: freeText().min(1),
  cta_link: link().optional(),
  cta_name: freeText().optional(),
});
export type HeaderPromo = z.infer<typeof HeaderPromoSchema>;

export const HeaderNavigationSchema = z.object({
  link_name: freeText().min(1),
  link_cta: link().min(1),
});
export type HeaderNavigation = z.infer<typeof HeaderNavigationSchema>;

export const DOCUMENT_SCHEMAS = { footer: FooterSchema, 'top-nav': TopNavSchema } as const;
export type DocumentKey = keyof typeof DOCUMENT_SCHEMAS;

export const BANNER_SCHEMAS = {
  sitewide_alert: SitewideAlertSchema,
  header_promo: HeaderPromoSchema,
  header_navigation: HeaderNavigationSchema,
} as const;
export type BannerKind = keyof typeof BANNER_SCHEMAS;

export interface HeaderContent {
  segments: string[];
  sitewideAlert: SitewideAlert | null;
  headerPromo: HeaderPromo[];
  headerNavigation: HeaderNavigation[];
}
