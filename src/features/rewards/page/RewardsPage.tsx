import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { formatDate, marketTimeZone } from '@/lib/dates';
import { getMarket, localizedPath, marketForCurrency, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { formatRewardsId } from '@/lib/rewards';
import type { Member } from '@/server/customers/member';
import { programmeFor } from '@/server/rewards/ledger';
import { activityFilter, type ActivityQuery } from '@/server/rewards/activity';
import { memberRewardsAccount, rewardsStatement } from '@/server/rewards/queries';
import { ActivitySection } from './ActivitySection';
import { Barcode } from './Barcode';
import { RewardsExplainer } from './RewardsExplainer';

/**
 * /rewards (spec §2.3, issue 8): for a member with Rewards, the digital card (name, number and a
 * scannable barcode), the credits toward the next reward, the rewards to spend and coming, and
 * the activity with its filters; for everyone else, what the programme is and how to join or
 * link. Not where the programme does not run (Brazil).
 */
export async function RewardsPage({ locale, member, query, now = new Date() }: { locale: Locale; member: Member | null; query: ActivityQuery; now?: Date }) {
  const programme = getMarket(locale).rewards;
  if (!programme) notFound();
  const account = member ? await memberRewardsAccount(member.id) : null;
  if (!member || !account) {
    return (
      <div className="mx-auto w-full max-w-[1000px] px-4 py-8">
        <PageView data={pageViewData(locale, 'myzone', 'rewards')} />
        <RewardsExplainer locale={locale} programme={programme} signedIn={!!member} />
      </div>
    );
  }
  const t = await getTranslations({ locale, namespace: 'rewards.page' });
  const { filter, problem } = activityFilter(query, locale);
  const statement = await rewardsStatement(member.id, account.rewardsId, problem ? {} : filter, now);
  const { balances } = statement;
  const format = (amount: number) => formatMoney(money(amount, balances.currency), locale);
  const day = (instant: Date) => formatDate(instant, locale, marketTimeZone(locale), 'long');
  const inProgress = balances.credits % balances.creditsPerReward;
  const available = balances.rewards.filter((r) => r.availableAt <= now);
  const pending = balances.rewards.filter((r) => r.availableAt > now);
  return (
    <div className="mx-auto w-full max-w-[1000px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'rewards')} />
      <nav className="text-sm text-muted">
        <Link href={localizedPath('/user/myAccount', locale)} className="underline">
          {t('myAccount')}
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
      {balances.currency === getMarket(locale).currency ? null : (
        <p className="mt-2 rounded-md bg-panel px-3 py-2 text-sm" data-testid="rewards-other-market">
          {t('otherMarket', { country: new Intl.DisplayNames([locale], { type: 'region' }).of(marketForCurrency(balances.currency).country) ?? '' })}
        </p>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="rewards-card" className="rounded-xl bg-ink p-4 text-white shadow-sm" data-testid="rewards-card">
          <h2 id="rewards-card" className="text-sm font-bold tracking-wide text-white/80 uppercase">
            {t('card.title')}
          </h2>
          <p className="mt-2 text-lg font-bold break-words" data-testid="rewards-card-name">
            {statement.firstName} {statement.lastName}
          </p>
          <p className="font-mono text-xl tracking-widest" data-testid="rewards-card-number">
            <span className="sr-only">{t('card.number')} </span>
            {formatRewardsId(statement.rewardsId)}
          </p>
          <div className="mt-3 rounded-md bg-white p-2">
            <Barcode value={statement.rewardsId} label={t('card.barcode', { number: formatRewardsId(statement.rewardsId) })} />
          </div>
          <p className="mt-2 text-xs text-white/80">{t('card.scan')}</p>
        </section>
        <section aria-labelledby="rewards-progress" className="rounded-lg border border-line p-4">
          <h2 id="rewards-progress" className="text-lg font-bold">
            {t('progress.title')}
          </h2>
          <p className="mt-1" data-testid="rewards-progress">
            {t('progress.count', { credits: inProgress, perReward: balances.creditsPerReward, reward: formatMoney(money(programmeFor(balances.currency).reward, balances.currency), locale, { wholeWhenExact: true }) })}
          </p>
          <ol className="mt-3 flex gap-2" aria-hidden="true">
            {Array.from({ length: balances.creditsPerReward }, (_, i) => (
              <li key={i} className={`h-3 flex-1 rounded-full ${i < inProgress ? 'bg-brand' : 'bg-panel'}`} />
            ))}
          </ol>
          {balances.nextCreditExpiry ? <p className="mt-3 text-sm text-muted">{t('progress.nextExpiry', { date: day(balances.nextCreditExpiry) })}</p> : null}
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <div className="rounded-md bg-panel p-3">
              <dt className="text-sm text-muted">{t('balance.available')}</dt>
              <dd className="text-xl font-extrabold" data-testid="rewards-available">
                {format(balances.available)}
              </dd>
            </div>
            <div className="rounded-md bg-panel p-3">
              <dt className="text-sm text-muted">{t('balance.pending')}</dt>
              <dd className="text-xl font-extrabold" data-testid="rewards-pending">
                {format(balances.pending)}
              </dd>
            </div>
          </dl>
          {available.length || pending.length ? (
            <ul className="mt-3 space-y-1 text-sm" data-testid="rewards-list">
              {available.map((r) => (
                <li key={r.entryId}>{t('balance.availableReward', { amount: format(r.remaining), date: day(r.expiresAt) })}</li>
              ))}
              {pending.map((r) => (
                <li key={r.entryId}>{t('balance.pendingReward', { amount: format(r.remaining), from: day(r.availableAt), date: day(r.expiresAt) })}</li>
              ))}
            </ul>
          ) : null}
          {balances.available > 0 ? <p className="mt-3 text-sm text-muted">{t('balance.spendHint')}</p> : null}
        </section>
      </div>
      <ActivitySection locale={locale} entries={statement.activity} query={query} problem={problem} />
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href={localizedPath('/user/rewards/requestCredit', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
            {t('links.requestCredit')}
          </Link>
        </li>
        <li>
          <Link href={localizedPath('/user/programRules', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
            {t('links.rules')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
