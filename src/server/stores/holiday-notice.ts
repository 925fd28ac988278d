import { translatorFor } from '@/i18n/catalogues';
import { formatDay } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import { formatStoreTime } from '@/lib/store-hours';
import { holidayNoticeAt, type Holiday, type HolidayHours } from './holidays';

/** The sitewide alert's shape (content/documents.ts sitewide_alert). */
export interface HolidayAlert {
  alert_text: string;
  cta_link: string;
  cta_name: string;
}

const sameHours = (a: HolidayHours, b: HolidayHours) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A holiday's notice in the market's words, written from the calendar itself: "Christmas hours:
 * stores close at 6:00 PM on Thu, Dec 24 and are closed on Fri, Dec 25." Runs of days with the
 * same hours read as one range ("from Fri, Nov 13 to Mon, Nov 16").
 */
export async function holidayNoticeText(holiday: Holiday, locale: Locale): Promise<string> {
  const t = await translatorFor(locale);
  const runs: { from: string; to: string; hours: HolidayHours }[] = [];
  for (const day of holiday.days) {
    const last = runs.at(-1);
    if (last && sameHours(last.hours, day.hours)) last.to = day.date;
    else runs.push({ from: day.date, to: day.date, hours: day.hours });
  }
  const phrases = runs.map((run) => {
    const day = (iso: string) => formatDay(iso, locale, 'weekday');
    const when = run.from === run.to ? t('stores.holidays.onDay', { day: day(run.from) }) : t('stores.holidays.fromTo', { from: day(run.from), to: day(run.to) });
    if (run.hours === 'closed') return t('stores.holidays.closed', { when });
    if (run.hours.open && run.hours.close) return t('stores.holidays.open', { open: formatStoreTime(run.hours.open, locale), close: formatStoreTime(run.hours.close, locale), when });
    if (run.hours.close) return t('stores.holidays.closesAt', { time: formatStoreTime(run.hours.close, locale), when });
    return t('stores.holidays.opensAt', { time: formatStoreTime(run.hours.open!, locale), when });
  });
  const days = new Intl.ListFormat(locale, { type: 'conjunction' }).format(phrases);
  // A date written with an abbreviation's period ("dez.") ends the sentence too.
  return t('stores.holidays.notice', { holiday: t(`stores.holidays.names.${holiday.key}`), days }).replace(/\.\.$/, '.');
}

/** The sitewide alert of the holiday whose notice window is open at `now`; null outside every window. */
export async function holidayAlertAt(locale: Locale, now: Date): Promise<HolidayAlert | null> {
  const holiday = holidayNoticeAt(locale, now);
  if (!holiday) return null;
  const t = await translatorFor(locale);
  return { alert_text: await holidayNoticeText(holiday, locale), cta_link: '/store', cta_name: t('stores.holidays.checkStore') };
}
