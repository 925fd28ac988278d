import type { BannerKind } from '@/server/content/documents';

/** What the banner editor shows for each kind (no zod here: the client form imports this). */

export const BANNER_KIND_LABELS: Record<BannerKind, string> = {
  sitewide_alert: 'Sitewide alert',
  header_promo: 'Header promo',
  header_navigation: 'Header navigation link',
};

export const BANNER_KIND_LIST = Object.keys(BANNER_KIND_LABELS) as BannerKind[];

export interface BannerBodyField {
  name: string;
  label: string;
  required: boolean;
  hint?: string;
}

const CTA_FIELDS: BannerBodyField[] = [
  { name: 'cta_link', label: 'Link (cta_link)', required: false, hint: 'A path without the locale, e.g. /store, or a full https:// address.' },
  { name: 'cta_name', label: 'Link text (cta_name)', required: false },
];

export const BANNER_BODY_FIELDS: Record<BannerKind, BannerBodyField[]> = {
  sitewide_alert: [{ name: 'alert_text', label: 'Alert text (alert_text)', required: true }, ...CTA_FIELDS],
  header_promo: [{ name: 'text_content', label: 'Promo text (text_content)', required: true }, ...CTA_FIELDS],
  header_navigation: [
    { name: 'link_name', label: 'Link text (link_name)', required: true },
    { name: 'link_cta', label: 'Link (link_cta)', required: true, hint: 'A path without the locale, e.g. /lp/savings.' },
  ],
};

/** The banner's main text, for lists. */
export function bannerText(kind: BannerKind, body: unknown): string {
  const first = BANNER_BODY_FIELDS[kind][0]!.name;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[first] : undefined;
  return typeof value === 'string' ? value : '';
}

export function isBannerKind(value: unknown): value is BannerKind {
  return typeof value === 'string' && Object.hasOwn(BANNER_KIND_LABELS, value);
}

export type BannerState = 'live' | 'inactive' | 'scheduled' | 'ended';

/** Whether the header shows a banner now (segments aside), and if not, why. */
export function bannerState(banner: { active: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): BannerState {
  if (!banner.active) return 'inactive';
  if (banner.startsAt && banner.startsAt > now) return 'scheduled';
  if (banner.endsAt && banner.endsAt <= now) return 'ended';
  return 'live';
}
