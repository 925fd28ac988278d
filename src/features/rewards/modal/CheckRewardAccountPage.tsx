import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import type { Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { CheckRewardAccountFlow } from './CheckRewardAccountFlow';
import { rewardsModalMessages } from './labels';

/** /checkRewardAccount (spec §2.3, sign-in required): link a Rewards account, starting at the link-account choice. */
export async function CheckRewardAccountPage({ locale, member }: { locale: Locale; member: Member }) {
  const t = await getTranslations({ locale, namespace: 'rewards.modal.page' });
  const messages = await rewardsModalMessages(locale);
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 py-8" data-testid="rewards-check-account">
      <PageView data={pageViewData(locale, 'myzone', 'checkRewardAccount')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('heading')}</h1>
      <p className="mt-1 text-muted">{t('intro')}</p>
      <NextIntlClientProvider locale={locale} messages={messages}>
        <CheckRewardAccountFlow locale={locale} member={{ userType: member.userType, rewardsId: member.rewardsId, firstName: member.firstName, lastName: member.lastName, phone: member.phone }} />
      </NextIntlClientProvider>
    </div>
  );
}
