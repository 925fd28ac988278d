import { BREAKPOINT_DESKTOP_MIN, BREAKPOINT_MOBILE_MAX } from './constants';

/** The sales channel sent with requests follows the viewport width (spec §1, §4). */
export type SalesChannel = 'web' | 'tablet' | 'mobile';
export type DeviceType = 'desktop' | 'tablet' | 'mobile';

export function deviceTypeForWidth(width: number): DeviceType {
  if (width >= BREAKPOINT_DESKTOP_MIN) return 'desktop';
  if (width > BREAKPOINT_MOBILE_MAX) return 'tablet';
  return 'mobile';
}

export function salesChannelForWidth(width: number): SalesChannel {
  const device = deviceTypeForWidth(width);
  return device === 'desktop' ? 'web' : device;
}

export const SALES_CHANNEL_HEADER = 'x-sales-channel';
export const REQUESTED_BY_HEADER = 'x-requested-by';
export const REQUESTED_BY_VALUE = 'redline-storefront';
export const PAGE_TYPE_HEADER = 'x-page-type';
export const ACES_HEADER = 'X-Aces-Enabled';

export function parseSalesChannel(value: string | null | undefined): SalesChannel {
  return value === 'tablet' || value === 'mobile' ? value : 'web';
}
