import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../../../messages/en-US.json';
import esMX from '../../../../messages/es-MX.json';
import ptBR from '../../../../messages/pt-BR.json';
import { bannerState, bannerText } from './banner-fields';
import { bannerFormValues, readBannerForm as readInLanguage, typedBannerValues, type BannerFormValues } from './banner-form';
import type { IssueWords } from './issues';
import type { BannerKind } from '@/server/content/documents';

const wordsIn = (locale: string, messages: object) => createTranslator({ locale, messages }) as unknown as IssueWords;
const english = wordsIn('en-US', enUS);
const readBannerForm = (kind: BannerKind, values: BannerFormValues) => readInLanguage(kind, values, english);

const common = { segments: '', priority: '0', active: 'on', startsAt: '', endsAt: '' };

describe('the banner form', () => {
  it('turns an alert’s fields into a write: optional empties left out, segments tidied, times in UTC', () => {
    const parsed = readBannerForm('sitewide_alert', {
      alert_text: '  Stores close at 6 pm on Dec 24  ',
      cta_link: '/store',
      cta_name: '',
      segments: ' Rewards, pro,rewards ,, ',
      priority: '50',
      active: '',
      startsAt: '2026-12-24T00:00',
      endsAt: '2026-12-25T06:00',
    });
    expect(parsed).toEqual({
      ok: true,
      write: {
        body: { alert_text: 'Stores close at 6 pm on Dec 24', cta_link: '/store' },
        segments: ['rewards', 'pro'],
        priority: 50,
        active: false,
        startsAt: new Date('2026-12-24T00:00:00Z'),
        endsAt: new Date('2026-12-25T06:00:00Z'),
      },
    });
  });

  it('empty times mean no start and no end', () => {
    const parsed = readBannerForm('header_navigation', { ...common, link_name: 'Stores', link_cta: '/store' });
    expect(parsed).toMatchObject({ ok: true, write: { body: { link_name: 'Stores', link_cta: '/store' }, startsAt: null, endsAt: null, active: true, segments: [] } });
  });

  it('lists every problem by field: the kind’s body, segments, priority, times and their order', () => {
    const parsed = readBannerForm('header_navigation', { link_name: 'Stores', link_cta: '', segments: 'ok, not ok', priority: '2.5', active: 'on', startsAt: '2026-02-30T00:00', endsAt: '' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toEqual(['link_cta', 'segments', 'priority', 'startsAt']);
    const backwards = readBannerForm('header_promo', { ...common, text_content: 'Free pick-up', startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T00:00' });
    expect(backwards).toMatchObject({ ok: false, issues: [{ path: 'endsAt' }] });
    expect(readBannerForm('header_promo', { ...common, text_content: 'x', priority: '1001' })).toMatchObject({ ok: false, issues: [{ path: 'priority' }] });
  });

  it('says every problem in the staff member’s language, never in zod’s English', () => {
    const values = { link_name: 'Stores', link_cta: '', segments: 'ok, not ok', priority: '2.5', active: 'on', startsAt: '2026-02-30T00:00', endsAt: '' };
    const messages = (locale: string, catalogue: object) => {
      const parsed = readInLanguage('header_navigation', values, wordsIn(locale, catalogue));
      return parsed.ok ? {} : Object.fromEntries(parsed.issues.map((i) => [i.path, i.message]));
    };
    expect(messages('en-US', enUS)).toEqual({
      link_cta: 'Required.',
      segments: '“not ok” is not a segment: letters, digits, _ or -, at most 40.',
      priority: 'A whole number, please.',
      startsAt: 'Not a date and time (YYYY-MM-DDTHH:mm, UTC).',
    });
    expect(messages('es-MX', esMX)).toEqual({
      link_cta: 'Obligatorio.',
      segments: '“not ok” no es un segmento: letras, dígitos, _ o -, máximo 40.',
      priority: 'Escribe un número entero.',
      startsAt: 'No es una fecha y hora (AAAA-MM-DDTHH:mm, UTC).',
    });
    const backwards = readInLanguage('header_promo', { ...common, text_content: 'Retiro grátis', priority: '1001', startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T00:00' }, wordsIn('pt-BR', ptBR));
    expect(backwards).toEqual({ ok: false, issues: [{ path: 'priority', message: 'No máximo 1000.' }, { path: 'endsAt', message: 'Deve ser depois do início.' }] });
  });

  it('shows a stored banner in the form, and the form reads back the same banner', () => {
    const banner = { body: { text_content: 'Free pick-up', cta_link: '/lp/store-pick-up', cta_name: 'How' }, segments: ['pro'], priority: 5, active: true, startsAt: new Date('2026-06-01T12:00:00Z'), endsAt: null };
    const values = bannerFormValues('header_promo', banner);
    expect(values).toEqual({ text_content: 'Free pick-up', cta_link: '/lp/store-pick-up', cta_name: 'How', segments: 'pro', priority: '5', active: 'on', startsAt: '2026-06-01T12:00', endsAt: '' });
    expect(readBannerForm('header_promo', values)).toEqual({ ok: true, write: { ...banner } });
  });

  it('takes only the kind’s fields from the posted form', () => {
    const data = new FormData();
    data.set('alert_text', 'Hi');
    data.set('text_content', 'not an alert field');
    data.set('priority', '3');
    expect(typedBannerValues('sitewide_alert', data)).toEqual({ alert_text: 'Hi', cta_link: '', cta_name: '', segments: '', priority: '3', active: '', startsAt: '', endsAt: '' });
  });
});

describe('a banner in the list', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('says whether the header shows it now', () => {
    expect(bannerState({ active: false, startsAt: null, endsAt: null }, now)).toBe('inactive');
    expect(bannerState({ active: true, startsAt: new Date('2026-06-02T00:00:00Z'), endsAt: null }, now)).toBe('scheduled');
    expect(bannerState({ active: true, startsAt: null, endsAt: now }, now)).toBe('ended');
    expect(bannerState({ active: true, startsAt: now, endsAt: new Date('2026-07-01T00:00:00Z') }, now)).toBe('live');
  });
  it('shows the kind’s main text', () => {
    expect(bannerText('header_navigation', { link_name: 'Stores', link_cta: '/store' })).toBe('Stores');
    expect(bannerText('sitewide_alert', null)).toBe('');
  });
});
