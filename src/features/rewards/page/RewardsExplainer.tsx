import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale, type RewardsProgramme } from '@/lib/markets';
import { formatMarketPrice } from '@/lib/money';
import { signInPath } from '@/server/customers/member';

/**
 * What Rewards is and how to get it: for a guest, join or sign in (and link an existing
 * membership once signed in); for a member without Rewards, join or link.
 */
export async function RewardsExplainer({ locale, programme, signedIn }: { locale: Locale; programme: RewardsProgramme; signedIn: boolean }) {
  const t = await getTranslations({ locale, namespace: 'rewards.page' });
  const amount = (value: number) => formatMarketPrice(value, locale, { wholeWhenExact: true });
  const values = { threshold: amount(programme.threshold), reward: amount(programme.reward), credits: programme.creditsPerReward };
  const steps = [
    ['join', t('explainer.steps.join')],
    ['earn', t('explainer.steps.earn', values)],
    ['reward', t('explainer.steps.reward', values)],
  ] as const;
  const primary = 'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark';
  const secondary = 'inline-flex min-h-11 items-center justify-center rounded-md border border-ink px-5 font-semibold hover:bg-panel';
  return (
    <section aria-labelledby="rewards-explainer" data-testid="rewards-explainer">
      <h1 id="rewards-explainer" className="text-2xl font-extrabold md:text-3xl">
        {t('explainer.title', values)}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t('explainer.intro')}</p>
      <ol className="mt-6 grid gap-3 md:grid-cols-3">
        {steps.map(([key, text], i) => (
          <li key={key} className="flex gap-3 rounded-lg border border-line p-4">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
              {i + 1}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted">{t('explainer.lifetimes', { creditDays: programme.creditLifetimeDays, rewardDays: programme.rewardLifetimeDays })}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={localizedPath('/createRewardsAccount', locale)} className={primary} data-testid="rewards-join">
          {t('explainer.join')}
        </Link>
        {signedIn ? (
          <Link href={localizedPath('/checkRewardAccount', locale)} className={secondary} data-testid="rewards-link">
            {t('explainer.link')}
          </Link>
        ) : (
          <Link href={signInPath(locale, localizedPath('/rewards', locale))} className={secondary} data-testid="rewards-sign-in">
            {t('explainer.signIn')}
          </Link>
        )}
      </div>
      {signedIn ? null : (
        <p className="mt-4 text-sm">
          {t('explainer.haveRewards')}{' '}
          <Link href={localizedPath('/checkRewardAccount', locale)} className="font-semibold underline">
            {t('explainer.linkAfterSignIn')}
          </Link>
        </p>
      )}
      <p className="mt-4">
        <Link href={localizedPath('/user/programRules', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('links.rules')}
        </Link>
      </p>
    </section>
  );
}
