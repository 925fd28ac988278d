import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';

/** The search box's words, resolved on the server; "{count}" is filled in the browser. */
export async function searchLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'header.search' });
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    empty: t('empty'),
    recent: t('recent'),
    clearRecent: t('clearRecent'),
    clearRecentLabel: t('clearRecentLabel'),
    suggestions: t('suggestions'),
    products: t('products'),
    fits: t('fits'),
    close: t('close'),
    noSuggestions: t('noSuggestions'),
    statusOne: t.raw('statusOne') as string,
    statusOther: t.raw('statusOther') as string,
  };
}

export type SearchBoxLabels = Awaited<ReturnType<typeof searchLabels>>;
