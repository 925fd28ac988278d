import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { RewardsExplainer } from '@/features/rewards/page/RewardsExplainer';
import { formatDay } from '@/lib/dates';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { Member } from '@/server/customers/member';
import { marketToday } from '@/lib/dates';
import { memberRewardsAccount, memberCreditRequests } from '@/server/rewards/queries';
import { earliestPurchaseDate, marketOfCurrency } from '@/server/rewards/credit-requests';
import { RequestCreditForm } from './RequestCreditForm';

const STATUS_STYLE = { pending: 'bg-alert', approved: 'bg-ok/10 text-ok', refused: 'bg-brand/10 text-brand-dark' } as const;

/**
 * /user/rewards/requestCredit (issue 8): a member with Rewards asks for a purchase that earned
 * no credit, and follows their requests (status, and the reason of a refusal); without Rewards,
 * how to join or link. Not in Brazil.
 */
export async function RequestCreditPage({ locale, member, sent }: { locale: Locale; member: Member; sent: boolean }) {
  if (!getMarket(locale).rewards) notFound();
  const account = await memberRewardsAccount(member.id);
  const market = account ? marketOfCurrency(account.currency) : null;
  if (!account || !market) {
    const t = await getTranslations({ locale, namespace: 'rewards.requestCredit' });
    return (
      <div className="mx-auto w-full max-w-[1000px] px-4 py-8">
        <PageView data={pageViewData(locale, 'myzone', 'requestCredit')} />
        <p role="status" className="mb-6 rounded-md bg-alert px-3 py-2 font-semibold" data-testid="request-credit-needs-rewards">
          {t('needsRewards')}
        </p>
        <RewardsExplainer locale={locale} programme={getMarket(locale).rewards!} signedIn />
      </div>
    );
  }
  const t = await getTranslations({ locale, namespace: 'rewards.requestCredit' });
  const requests = await memberCreditRequests(member.id);
  const today = marketToday(market.locale);
  const threshold = formatMoney(money(market.programme.threshold, account.currency), locale);
  return (
    <div className="mx-auto w-full max-w-[1000px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'requestCredit')} />
      <nav className="text-sm text-muted">
        <Link href={localizedPath('/rewards', locale)} className="underline">
          {t('back')}
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('intro', { threshold, days: market.programme.creditLifetimeDays })}</p>
      {sent ? (
        <p role="status" className="mt-4 rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok" data-testid="request-credit-sent">
          {t('sent')}
        </p>
      ) : null}
      <RequestCreditForm
        locale={locale}
        minDate={earliestPurchaseDate({ today, programme: market.programme })}
        maxDate={today}
        labels={{
          receiptNumber: t('fields.receiptNumber'),
          receiptHint: t('fields.receiptHint'),
          storeNumber: t('fields.storeNumber'),
          storeHint: t('fields.storeHint'),
          purchaseDate: t('fields.purchaseDate'),
          amount: t('fields.amount', { currency: account.currency }),
          amountHint: t('fields.amountHint', { threshold }),
          submit: t('submit'),
          sending: t('sending'),
        }}
      />
      <section aria-labelledby="credit-requests" className="mt-8">
        <h2 id="credit-requests" className="text-xl font-bold">
          {t('list.title')}
        </h2>
        {requests.length ? (
          <ul className="mt-3 divide-y divide-line rounded-lg border border-line" data-testid="credit-requests">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="credit-request">
                <div>
                  <p className="font-semibold">
                    #{r.receiptNumber}
                    {r.storeNumber ? <span className="font-normal text-muted"> · {t('list.store', { store: r.storeNumber })}</span> : null}
                  </p>
                  <p className="text-sm text-muted">
                    {formatDay(r.purchasedOn, locale)} · {formatMoney(money(r.amount, r.currency), locale)}
                  </p>
                  {r.status === 'refused' && r.reason ? <p className="mt-1 text-sm">{t('list.reason', { reason: r.reason })}</p> : null}
                </div>
                <span className={`self-start rounded px-2 py-1 text-xs font-bold ${STATUS_STYLE[r.status]}`}>{t(`status.${r.status}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">{t('list.empty')}</p>
        )}
      </section>
      <p className="mt-6">
        <Link href={localizedPath('/user/programRules', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('rules')}
        </Link>
      </p>
    </div>
  );
}
