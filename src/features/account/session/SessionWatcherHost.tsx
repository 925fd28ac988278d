import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { env } from '@/server/platform/env';
import { SessionWatcher } from './SessionWatcher';

/** The session watcher with its labels and the site's switches, for a layout (the member comes from the layout's shopper parts). */
export async function SessionWatcherHost({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account.session' });
  return (
    <SessionWatcher
      locale={locale}
      alertsEnabled={env().SIGN_IN_ALERTS}
      inactivityToast={env().INACTIVITY_SIGN_OUT_TOAST}
      labels={{
        signedIn: t('signedIn', { name: '{name}' }),
        signedInNoName: t('signedInNoName'),
        inactivity: t('inactivity', { minutes: env().SESSION_IDLE_MINUTES }),
        expired: t('expired'),
        signInAgain: t('signInAgain'),
        close: t('close'),
      }}
    />
  );
}
