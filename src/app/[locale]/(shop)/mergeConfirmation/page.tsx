import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { memberRoute } from '@/features/account/member-route';
import { MergeConfirmationPage } from '@/features/rewards/join/MergeConfirmationPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ rewardsId?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'rewards.merge' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /mergeConfirmation?rewardsId= (spec §2.3): what the merge did. Sign-in required; no programme in Brazil. */
export default async function MergeConfirmationRoute({ params, searchParams }: Props) {
  if (!getMarket((await params).locale).rewards) notFound();
  const { rewardsId } = await searchParams;
  const id = typeof rewardsId === 'string' ? rewardsId.slice(0, 32) : undefined;
  const { locale, member } = await memberRoute(params, id ? `/mergeConfirmation?rewardsId=${encodeURIComponent(id)}` : '/mergeConfirmation');
  return <MergeConfirmationPage locale={locale} member={member} rewardsId={id} />;
}
