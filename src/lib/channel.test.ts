import { describe, expect, it } from 'vitest';
import { BREAKPOINT_DESKTOP_MIN, BREAKPOINT_MOBILE_MAX, BREAKPOINT_TABLET_MAX, BREAKPOINT_TABLET_MIN } from './constants';
import { deviceTypeForWidth, parseSalesChannel, salesChannelForWidth } from './channel';

describe('sales channel from viewport width', () => {
  it('is mobile up to 719, tablet from 720 to 1139 and web from 1140', () => {
    expect(salesChannelForWidth(320)).toBe('mobile');
    expect(salesChannelForWidth(BREAKPOINT_MOBILE_MAX)).toBe('mobile');
    expect(salesChannelForWidth(BREAKPOINT_TABLET_MIN)).toBe('tablet');
    expect(salesChannelForWidth(BREAKPOINT_TABLET_MAX)).toBe('tablet');
    expect(salesChannelForWidth(BREAKPOINT_DESKTOP_MIN)).toBe('web');
    expect(salesChannelForWidth(1920)).toBe('web');
  });

  it('names the device type the layout uses', () => {
    expect(deviceTypeForWidth(390)).toBe('mobile');
    expect(deviceTypeForWidth(800)).toBe('tablet');
    expect(deviceTypeForWidth(1280)).toBe('desktop');
  });

  it('reads the header leniently: anything unknown is web', () => {
    expect(parseSalesChannel('tablet')).toBe('tablet');
    expect(parseSalesChannel('mobile')).toBe('mobile');
    expect(parseSalesChannel('desktop')).toBe('web');
    expect(parseSalesChannel(null)).toBe('web');
  });
});
