import { z } from 'zod';
import { freeText } from '@/lib/input-text';

/** The shape of a content page (`/lp/<slug>`) as stored in content_pages.body. */

export const META_DESCRIPTION_MAX = 160;

export const SITE_SECTIONS = ['customer-service', 'others', 'deals', 'myzone'] as const;
export const PAGE_EMBEDS = ['circular', 'coupons', 'contactOptions', 'storeLocator'] as const;

/** Slugs as used in URLs: letters, digits and hyphens (termsAndConditions, loan-a-tool). */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
/** An element id reachable as a URL fragment. */
const ANCHOR_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Any text of a page: never a control character but tabs and line breaks (NUL would reach jsonb). */
const text = freeText().trim().min(1);

export const ContentSectionSchema = z.strictObject({
  anchor: z.string().regex(ANCHOR_PATTERN).optional(),
  heading: text,
  body: text,
  embed: z.enum(PAGE_EMBEDS).optional(),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const ContentPageSchema = z
  .strictObject({
    title: text,
    metaTitle: text.optional(),
    metaDescription: text.max(META_DESCRIPTION_MAX),
    siteSection: z.enum(SITE_SECTIONS),
    intro: text.optional(),
    sections: z.array(ContentSectionSchema),
    updatedAt: z.iso.date().optional(),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    page.sections.forEach((section, index) => {
      if (!section.anchor) return;
      if (seen.has(section.anchor)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'anchor'],
          message: 'validation.content.duplicateAnchor',
        });
      }
      seen.add(section.anchor);
    });
  });
export type ContentPage = z.infer<typeof ContentPageSchema>;
export type SiteSection = ContentPage['siteSection'];
export type PageEmbed = NonNullable<ContentSection['embed']>;
