import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WebsiteFeedbackPage } from '@/features/contact/WebsiteFeedbackPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ embed?: string | string[]; page?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return { title: t('survey.title'), robots: { index: false } };
}

/** /survey/websiteFeedback[?embed=1&page=/path] (spec §2.6 website feedback, shown in the contact-us modal). */
export default async function WebsiteFeedbackRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const page = [query.page].flat()[0] ?? '';
  return <WebsiteFeedbackPage locale={locale} embedded={[query.embed].flat()[0] === '1'} pagePath={page.startsWith('/') && !page.startsWith('//') ? page.slice(0, 500) : ''} />;
}
