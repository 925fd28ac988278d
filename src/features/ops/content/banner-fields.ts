import type { BannerKind } from '@/server/content/documents';

/**
 * The fields the banner editor shows for each kind (no zod here: the client form imports this).
 * Their labels and hints are messages: ops.content.editor.fields.<name> and .hints.<name>.
 */

export const BANNER_KIND_LIST: readonly BannerKind[] = ['sitewide_alert', 'header_promo', 'header_navigation'];

export type BannerFieldName = 'alert_text' | 'text_content' | 'cta_link' | 'cta_name' | 'link_name' | 'link_cta';

export interface BannerBodyField {
  name: BannerFieldName;
  required: boolean;
}

const CTA_FIELDS: BannerBodyField[] = [
  { name: 'cta_link', required: false },
  { name: 'cta_name', required: false },
];

export const BANNER_BODY_FIELDS: Record<BannerKind, BannerBodyField[]> = {
  sitewide_alert: [{ name: 'alert_text', required: true }, ...CTA_FIELDS],
  header_promo: [{ name: 'text_content', required: true }, ...CTA_FIELDS],
  header_navigation: [
    { name: 'link_name', required: true },
    { name: 'link_cta', required: true },
  ],
};

/** The banner's main text, for lists. */
export function bannerText(kind: BannerKind, body: unknown): string {
  const first = BANNER_BODY_FIELDS[kind][0]!.name;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[first] : undefined;
  return typeof value === 'string' ? value : '';
}

export function isBannerKind(value: unknown): value is BannerKind {
  return typeof value === 'string' && (BANNER_KIND_LIST as readonly string[]).includes(value);
}

export type BannerState = 'live' | 'inactive' | 'scheduled' | 'ended';

/** Whether the header shows a banner now (segments aside), and if not, why. */
export function bannerState(banner: { active: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): BannerState {
  if (!banner.active) return 'inactive';
  if (banner.startsAt && banner.startsAt > now) return 'scheduled';
  if (banner.endsAt && banner.endsAt <= now) return 'ended';
  return 'live';
}
