import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactUsPage } from '@/features/contact/ContactUsPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return { title: t('page.title'), description: t('page.metaDescription'), alternates: alternatesFor('/contactus', locale) };
}

/** /contactus (spec §2.4): the six topics. */
export default async function ContactUsRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <ContactUsPage locale={locale} />;
}
