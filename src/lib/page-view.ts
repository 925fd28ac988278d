import type { PageViewData, SiteSection } from '@/lib/analytics';
import { getMarket, type Locale } from '@/lib/markets';

export function pageViewData(locale: Locale, siteSection: SiteSection, pageType: string): PageViewData {
  const market = getMarket(locale);
  return { event: 'page_view', siteSection, pageType, locale, country: market.countryCode, currency: market.currency };
}
