import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegisterPanel } from '@/features/account/auth/SignInPanel';
import { CreateRewardsAccountPage } from '@/features/rewards/join/CreateRewardsAccountPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'rewards.join' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** /createRewardsAccount (spec §2.3): join Rewards, creating the online account first if needed. No programme in Brazil. */
export default async function CreateRewardsAccountRoute({ params }: Props) {
  const market = getMarket((await params).locale);
  if (!market.rewards) notFound();
  setRequestLocale(market.locale);
  return <CreateRewardsAccountPage locale={market.locale} RegisterPanel={RegisterPanel} />;
}
