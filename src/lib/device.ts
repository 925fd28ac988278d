import type { DeviceType } from './channel';

/** Spec §3 app state: the device type, with crawlers as their own kind (spec §6: they get crawlable navigation). */
export type DeviceKind = DeviceType | 'bot';

export const BOT = /bot\b|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|pinterest|vkshare|w3c_validator/i;
export const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobi))/i;
export const MOBILE = /mobi|iphone|ipod|android.*mobile|windows phone|blackberry|opera mini/i;

export function deviceFromUserAgent(userAgent: string | null | undefined): DeviceKind {
  const ua = userAgent ?? '';
  if (BOT.test(ua)) return 'bot';
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}
