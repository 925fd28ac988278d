import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CustomerInfoPage } from '@/features/contact/CustomerInfoPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return { title: t('privacy.title'), description: t('privacy.metaDescription'), alternates: alternatesFor('/customerinfo', locale) };
}

/** /customerinfo (spec §2.1): "Your personal information", the shopper's data-rights requests (docs/decisions/023). */
export default async function CustomerInfoRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <CustomerInfoPage locale={locale} member={await currentMember()} />;
}
