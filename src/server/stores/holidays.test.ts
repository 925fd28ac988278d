import { describe, expect, it } from 'vitest';
import { LOCALES, getMarket } from '@/lib/markets';
import { holidayAlertAt, holidayNoticeText } from './holiday-notice';
import { HOLIDAY_CALENDAR, holidayDaysAhead, holidayNoticeAt, noticeWindow } from './holidays';
import { hoursOn, type WeekHours } from './hours';

const weekday = { open: '07:30', close: '21:00' };
const HOURS: WeekHours = [{ open: '09:00', close: '19:00' }, weekday, weekday, weekday, weekday, weekday, weekday];

describe('the holiday notice', () => {
  it('shows from a week before Thanksgiving until the day is over in New York, and not after', () => {
    expect(holidayNoticeAt('en-US', new Date('2026-11-19T04:59:00Z'))).toBeNull();
    expect(holidayNoticeAt('en-US', new Date('2026-11-19T05:00:00Z'))?.key).toBe('thanksgiving');
    expect(holidayNoticeAt('en-US', new Date('2026-11-27T04:59:00Z'))?.key).toBe('thanksgiving');
    // The day after Thanksgiving: no notice.
    expect(holidayNoticeAt('en-US', new Date('2026-11-27T15:00:00Z'))).toBeNull();
  });

  it('shows Buen Fin only in Mexico, and only around Buen Fin', () => {
    expect(holidayNoticeAt('es-MX', new Date('2026-11-14T18:00:00Z'))?.key).toBe('buenFin');
    expect(holidayNoticeAt('es-MX', new Date('2026-11-27T18:00:00Z'))).toBeNull();
    expect(holidayNoticeAt('en-US', new Date('2026-11-14T18:00:00Z'))).toBeNull();
    expect(holidayNoticeAt('pt-BR', new Date('2026-11-14T18:00:00Z'))).toBeNull();
  });

  it('says the hours the stores keep', async () => {
    const alert = await holidayAlertAt('en-US', new Date('2026-11-24T15:00:00Z'));
    expect(alert).toEqual({ alert_text: 'Thanksgiving hours: stores close at 6:00 PM on Thu, Nov 26.', cta_link: '/store', cta_name: 'Check your store' });
    expect(hoursOn(HOURS, 'US', '2026-11-26')).toEqual({ open: '07:30', close: '18:00' });

    const christmas = HOLIDAY_CALENDAR.US.find((h) => h.key === 'christmas')!;
    expect(await holidayNoticeText(christmas, 'en-US')).toBe('Christmas hours: stores close at 6:00 PM on Thu, Dec 24 and are closed on Fri, Dec 25.');
    const buenFin = HOLIDAY_CALENDAR.MX.find((h) => h.key === 'buenFin')!;
    expect((await holidayNoticeText(buenFin, 'es-MX')).replace(/\u202f/g, ' ')).toBe('Horario de El Buen Fin: las tiendas cierran a las 10:00 p.m. del vie 13 de nov al lun 16 de nov.');
    const natal = HOLIDAY_CALENDAR.BR.find((h) => h.key === 'christmas')!;
    expect(await holidayNoticeText(natal, 'pt-BR')).toBe('Horário de Natal: as lojas fecham às 14:00 em qui., 24 de dez. e ficam fechadas em sex., 25 de dez.');
  });

  it('cannot disagree with the stores’ hours: every day of every notice is a day the hours change', () => {
    const country = { 'en-US': 'US', 'es-MX': 'MX', 'pt-BR': 'BR' } as const;
    for (const locale of LOCALES) {
      for (const holiday of HOLIDAY_CALENDAR[country[locale]]) {
        const { from, to } = noticeWindow(holiday, getMarket(locale).timeZone);
        expect(from < to).toBe(true);
        expect(holidayNoticeAt(locale, new Date(to.getTime() - 1))).toBe(holiday);
        for (const day of holiday.days) {
          const hours = hoursOn(HOURS, country[locale], day.date);
          if (day.hours === 'closed') expect(hours).toBeNull();
          else expect(hours).toMatchObject(day.hours);
        }
      }
    }
  });
});

describe('a store page’s holiday days', () => {
  it('lists the holidays of the coming days, in the store’s country', () => {
    expect(holidayDaysAhead('US', '2026-11-20', 14).map((d) => [d.date, d.holiday.key])).toEqual([['2026-11-26', 'thanksgiving']]);
    expect(holidayDaysAhead('MX', '2026-11-20', 14)).toEqual([]);
    expect(holidayDaysAhead('BR', '2026-12-20', 14).map((d) => d.date)).toEqual(['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']);
  });
});
