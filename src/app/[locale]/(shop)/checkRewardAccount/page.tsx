import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { memberRoute } from '@/features/account/member-route';
import { CheckRewardAccountPage } from '@/features/rewards/modal/CheckRewardAccountPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'rewards.modal.page' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /checkRewardAccount (spec §2.3, sign-in required): the linking flow at step 2. No programme in Brazil. */
export default async function CheckRewardAccountRoute({ params }: Props) {
  if (!getMarket((await params).locale).rewards) notFound();
  const { locale, member } = await memberRoute(params, '/checkRewardAccount');
  return <CheckRewardAccountPage locale={locale} member={member} />;
}
