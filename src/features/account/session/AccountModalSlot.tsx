import type { AbstractIntlMessages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { messagesFor } from '@/i18n/catalogues';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { env } from '@/server/platform/env';
import { AccountModalHost } from './AccountModalHost';

/** Whether the sign-in control opens the modal here (spec §2.6): Mexico with store pickup, or the guest-dropdown flag. */
export function accountOpensModal(locale: Locale): boolean {
  return getMarket(locale).features.signInModal || env().GUEST_DROPDOWN;
}

/**
 * The account modal's host with its labels, where the sign-in control opens it; nothing elsewhere.
 * `member` is undefined on a page cache fill (nobody in particular): the modal then carries the
 * sign-in panel's labels for whoever turns out to be a guest.
 */
export async function AccountModalSlot({ locale, member }: { locale: Locale; member: { firstName: string } | null | undefined }) {
  if (!accountOpensModal(locale)) return null;
  const t = await getTranslations({ locale, namespace: 'account.control' });
  const dashboard = await getTranslations({ locale, namespace: 'account.dashboard' });
  const signOut = await getTranslations({ locale, namespace: 'account.signOut' });
  const session = await getTranslations({ locale, namespace: 'account.session' });
  const to = (path: string) => localizedPath(path, locale);
  const links = (['myAccount', 'orders', 'vehicles', 'profile', 'wallet', 'warranties'] as const).map((key) => ({
    label: t(`links.${key}`),
    href: to({ myAccount: '/user/myAccount', orders: '/user/orderHistory', vehicles: '/user/myVehicle', profile: '/user/myProfile', wallet: '/wallet', warranties: '/myWarranties' }[key]),
  }));
  const labels = {
    title: t('title'),
    signInTitle: t('signInTitle'),
    close: session('close'),
    links,
    signOut: signOut('action'),
    signOutFailed: signOut('failed'),
    create: { href: `${to('/signin')}#register`, label: t('create') },
    track: { href: to('/trackOrder'), label: t('track') },
  };
  // Only a guest's modal holds the sign-in panel and its labels (and a cached page's, whoever it turns out to be).
  const messages: AbstractIntlMessages = member ? {} : { account: { signIn: (await messagesFor(locale)).account.signIn } };
  const greetings = { named: dashboard('hello', { name: '{name}' }), noName: dashboard('helloNoName') };
  // The modal puts them in next-intl's provider itself, when it loads (decision 045).
  return <AccountModalHost locale={locale} labels={labels} greetings={greetings} messages={messages} />;
}
