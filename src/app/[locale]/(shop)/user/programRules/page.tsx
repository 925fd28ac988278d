import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProgramRulesPage } from '@/features/rewards/page/ProgramRulesPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, LOCALES } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

const REWARDS_LOCALES = LOCALES.filter((l) => getMarket(l).rewards);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  if (!getMarket(locale).rewards) return {};
  const t = await getTranslations({ locale, namespace: 'rewards.rules' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternatesFor('/user/programRules', locale, REWARDS_LOCALES) };
}

/** /user/programRules (spec §2.3): the Rewards programme's rules; open to everyone, not in Brazil. */
export default async function ProgramRulesRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  if (!getMarket(locale).rewards) notFound();
  return <ProgramRulesPage locale={locale} />;
}
