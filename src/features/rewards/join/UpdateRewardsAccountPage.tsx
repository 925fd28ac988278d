import { Link } from '@/components/Link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { rewardsProfileOf } from '@/server/rewards/queries';
import { rewardsModalMessages } from '../modal/labels';
import { UpdateRewardsForm } from './UpdateRewardsForm';

/** /updateRewardsAccount (spec §2.6): linking found the account incomplete; the member adds phone, ZIP and a security question. */
export async function UpdateRewardsAccountPage({ locale, member }: { locale: Locale; member: Pick<Member, 'id' | 'phone'> }) {
  const t = await getTranslations({ locale, namespace: 'rewards.update' });
  const profile = await rewardsProfileOf(member.id);
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'updateRewardsAccount')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('heading')}</h1>
      {profile ? (
        <>
          <p className="mt-1 text-muted">{t('intro')}</p>
          <section className="mt-6 rounded-lg border border-line p-4 md:p-6">
            <NextIntlClientProvider locale={locale} messages={await rewardsModalMessages(locale)}>
              <UpdateRewardsForm locale={locale} initial={{ phoneNumber: profile.phoneNumber || member.phone, postalCode: profile.postalCode, hasQuestion: !!profile.securityQuestion }} />
            </NextIntlClientProvider>
          </section>
        </>
      ) : (
        <section className="mt-6 rounded-lg border border-line p-4 md:p-6" data-testid="rewards-update-no-account">
          <p>{t('noRewards')}</p>
          <Link href={localizedPath('/createRewardsAccount', locale)} className="mt-4 flex min-h-11 w-fit items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('join')}
          </Link>
        </section>
      )}
    </div>
  );
}
