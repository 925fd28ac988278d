import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatMarketPrice } from '@/lib/money';
import { issueDelayMs } from '@/server/rewards/ledger';

const RULES = ['membership', 'earning', 'rewards', 'issuing', 'expiry', 'returns', 'spending', 'missing', 'changes'] as const;

/** /user/programRules (issue 8): the programme's rules with the market's own numbers. Not in Brazil. */
export async function ProgramRulesPage({ locale }: { locale: Locale }) {
  const programme = getMarket(locale).rewards;
  if (!programme) notFound();
  const t = await getTranslations({ locale, namespace: 'rewards.rules' });
  const amount = (value: number) => formatMarketPrice(value, locale, { wholeWhenExact: true });
  const delayHours = Math.round(issueDelayMs() / 3_600_000);
  const values = {
    threshold: amount(programme.threshold),
    reward: amount(programme.reward),
    credits: programme.creditsPerReward,
    creditDays: programme.creditLifetimeDays,
    rewardDays: programme.rewardLifetimeDays,
    hours: delayHours,
  };
  return (
    <div className="mx-auto w-full max-w-[800px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'programRules')} />
      <nav className="text-sm text-muted">
        <Link href={localizedPath('/rewards', locale)} className="underline">
          {t('back')}
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro', values)}</p>
      <ol className="mt-6 space-y-5" data-testid="program-rules">
        {RULES.map((rule, i) => (
          <li key={rule} className="rounded-lg border border-line p-4">
            <h2 className="font-bold">
              {i + 1}. {t(`${rule}.title`)}
            </h2>
            <p className="mt-1">{rule === 'issuing' && delayHours === 0 ? t('issuing.bodyNow', values) : t(`${rule}.body`, values)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link href={localizedPath('/user/rewards/requestCredit', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('requestCredit')}
        </Link>
        <Link href={`${localizedPath('/lp/termsAndConditions', locale)}#rewardsProgramRules`} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('terms')}
        </Link>
      </p>
    </div>
  );
}
