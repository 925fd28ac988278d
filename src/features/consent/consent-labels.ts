import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import type { ConsentLabels } from './CookieConsent';

export async function consentLabels(locale: Locale): Promise<ConsentLabels> {
  const t = await getTranslations({ locale, namespace: 'cookies' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const category = (key: 'necessary' | 'functional' | 'analytics' | 'marketing') => ({
    name: t(`categories.${key}.name`),
    description: t(`categories.${key}.description`),
  });
  return {
    title: t('title'),
    body: t('body'),
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    manage: t('manage'),
    closeAccepts: t('closeAccepts'),
    close: common('close'),
    preferencesTitle: t('preferencesTitle'),
    preferencesBody: t('preferencesBody'),
    save: t('save'),
    alwaysOn: t('alwaysOn'),
    categories: { necessary: category('necessary'), functional: category('functional'), analytics: category('analytics'), marketing: category('marketing') },
  };
}
