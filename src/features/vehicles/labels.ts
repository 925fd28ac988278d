import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';

/** The selector's words, resolved on the server (ICU placeholders are filled in the browser). */
export async function selectorLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'vehicles.selector' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  return {
    title: t('title'),
    addTitle: t('addTitle'),
    garageTitle: t('garageTitle'),
    steps: { year: t('year'), make: t('make'), model: t('model'), engine: t('engine') },
    filter: raw('filter'),
    noMatches: raw('noMatches'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    change: raw('change'),
    skipEngine: t('skipEngine'),
    current: t('current'),
    select: t('select'),
    remove: raw('remove'),
    addAnother: t('addAnother'),
    saveFailed: t('saveFailed'),
    vinLink: t('vinLink'),
    stepOf: raw('stepOf'),
    close: common('close'),
  };
}

export type SelectorLabels = Awaited<ReturnType<typeof selectorLabels>>;
