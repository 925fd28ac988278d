import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { env } from '@/server/platform/env';
import { SessionWatcher } from './SessionWatcher';

/** The session watcher with its labels and the site's switches, for a layout. */
export async function SessionWatcherHost({ locale, member }: { locale: Locale; member: Pick<Member, 'firstName' | 'autoLogin'> | null }) {
  const t = await getTranslations({ locale, namespace: 'account.session' });
  return (
    <SessionWatcher
      locale={locale}
      signedIn={!!member}
      autoLogin={member?.autoLogin ?? false}
      alertsEnabled={env().SIGN_IN_ALERTS}
      inactivityToast={env().INACTIVITY_SIGN_OUT_TOAST}
      labels={{
        signedIn: member?.firstName ? t('signedIn', { name: member.firstName }) : t('signedInNoName'),
        inactivity: t('inactivity', { minutes: env().SESSION_IDLE_MINUTES }),
        expired: t('expired'),
        signInAgain: t('signInAgain'),
        close: t('close'),
      }}
    />
  );
}
