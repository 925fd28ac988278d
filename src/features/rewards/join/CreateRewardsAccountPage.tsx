import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { messagesFor } from '@/i18n/catalogues';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatMarketPrice } from '@/lib/money';
import { formatRewardsId } from '@/lib/rewards';
import { currentMember, signInPath } from '@/server/customers/member';
import { rewardsModalMessages } from '../modal/labels';
import { JoinSection } from './JoinSection';

const section = 'mt-6 rounded-lg border border-line p-4 md:p-6';

/**
 * /createRewardsAccount (spec §2.3): a guest first creates the online account (the usual
 * registration, coming back here signed in), then joins; a member without Rewards joins; a
 * member already in the programme is sent on to /rewards. The page passes the account's
 * registration form (features/account), a client component that reads `account.signIn`.
 */
export async function CreateRewardsAccountPage({ locale, RegisterPanel }: { locale: Locale; RegisterPanel: ComponentType<{ locale: Locale; redirectTo: string }> }) {
  const programme = getMarket(locale).rewards;
  if (!programme) notFound();
  const member = await currentMember();
  const t = await getTranslations({ locale, namespace: 'rewards.join' });
  const here = localizedPath('/createRewardsAccount', locale);
  const intro = t('intro', { threshold: formatMarketPrice(programme.threshold, locale, { wholeWhenExact: true }), credits: programme.creditsPerReward, reward: formatMarketPrice(programme.reward, locale, { wholeWhenExact: true }) });

  let body;
  if (!member) {
    const messages = await messagesFor(locale);
    body = (
      <section className={section} aria-labelledby="rewards-create-account" data-testid="rewards-create-online-account">
        <h2 id="rewards-create-account" className="text-lg font-bold">
          {t('guestStep')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t('guestIntro')}</p>
        <NextIntlClientProvider locale={locale} messages={{ account: { signIn: messages.account.signIn } }}>
          <RegisterPanel locale={locale} redirectTo={here} />
        </NextIntlClientProvider>
        <p className="mt-4 text-sm">
          {t.rich('haveAccount', {
            link: (chunks) => (
              <Link href={signInPath(locale, here)} rel="nofollow" className="inline-flex min-h-11 items-center font-semibold underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    );
  } else if (member.rewardsId) {
    body = (
      <section className={section} data-testid="rewards-already-member">
        <p className="font-semibold">{t('alreadyMember', { id: formatRewardsId(member.rewardsId) })}</p>
        <Link href={localizedPath('/rewards', locale)} className="mt-4 flex min-h-11 w-fit items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {t('viewRewards')}
        </Link>
      </section>
    );
  } else {
    body = (
      <section className={section} aria-labelledby="rewards-join-title">
        <h2 id="rewards-join-title" className="mb-4 text-lg font-bold">
          {t('formTitle')}
        </h2>
        <NextIntlClientProvider locale={locale} messages={await rewardsModalMessages(locale)}>
          <JoinSection locale={locale} initial={{ firstName: member.firstName, lastName: member.lastName, phone: member.phone }} />
        </NextIntlClientProvider>
      </section>
    );
  }

  return (
    <div className="mx-auto w-full max-w-[720px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'createRewardsAccount')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('heading')}</h1>
      <p className="mt-1 text-muted">{intro}</p>
      {body}
    </div>
  );
}
