import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { memberRoute } from '@/features/account/member-route';
import { UpdateRewardsAccountPage } from '@/features/rewards/join/UpdateRewardsAccountPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'rewards.update' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /updateRewardsAccount (sign-in required): complete the linked Rewards account. No programme in Brazil. */
export default async function UpdateRewardsAccountRoute({ params }: Props) {
  if (!getMarket((await params).locale).rewards) notFound();
  const { locale, member } = await memberRoute(params, '/updateRewardsAccount');
  return <UpdateRewardsAccountPage locale={locale} member={member} />;
}
