import type { PageViewData } from './analytics';
import { recordAction } from './client-log';

/**
 * The analytics data layer (spec §1 site sections): every page and key action pushes an
 * event. Data only: no tag is loaded and nothing leaves the browser from here. Event names
 * are in ANALYTICS_EVENTS (src/lib/analytics.ts). Every push goes through here, and each
 * event counts as one of the shopper's last actions that error logs carry (client-log.ts).
 */
export function pushEvent(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, siteSection: document.documentElement.dataset.siteSection, ...data });
  recordAction(event);
}

/** A page's view: it names the site section that the page's later events carry. */
export function pushPageView(page: PageViewData): void {
  if (typeof window === 'undefined') return;
  document.documentElement.dataset.siteSection = page.siteSection;
  const { event, ...data } = page;
  pushEvent(event, data);
}
