import { Link } from '@/components/Link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import { formatRewardsId } from '@/lib/rewards';
import type { Member } from '@/server/customers/member';
import { mergedInto } from '@/server/rewards/queries';
import { messagesFor } from '@/i18n/catalogues';
import { MergeTotals } from './MergeTotals';

/** The merged account is named by its last digits only. */
const lastDigits = (id: string) => id.slice(-4);

/** /mergeConfirmation?rewardsId= (spec §2.3): the other Rewards account now belongs to the member's. */
export async function MergeConfirmationPage({ locale, member, rewardsId }: { locale: Locale; member: Pick<Member, 'id'>; rewardsId?: string }) {
  const t = await getTranslations({ locale, namespace: 'rewards.merge' });
  // Only a merge into this member's account is shown; any other id gets the "nothing to show" text.
  const merge = rewardsId ? await mergedInto(member.id, rewardsId) : null;
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 py-8" data-testid="rewards-merge-confirmation">
      <PageView data={pageViewData(locale, 'myzone', 'mergeConfirmation')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('heading')}</h1>
      <section className="mt-6 flex flex-col gap-4 rounded-lg border border-line p-4 md:p-6">
        {merge ? (
          <>
            <p role="status" className="font-semibold">
              {t('body', { last: lastDigits(merge.mergedRewardsId), id: formatRewardsId(merge.rewardsId) })}
            </p>
            <NextIntlClientProvider locale={locale} messages={{ rewards: { merge: (await messagesFor(locale)).rewards.merge } }}>
              <MergeTotals locale={locale} mergedRewardsId={merge.mergedRewardsId} />
            </NextIntlClientProvider>
          </>
        ) : (
          <p>{t('missing')}</p>
        )}
        <Link href={localizedPath('/rewards', locale)} className="flex min-h-11 w-fit items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {t('viewRewards')}
        </Link>
      </section>
    </div>
  );
}
