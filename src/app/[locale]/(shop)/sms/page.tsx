import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { SmsSignupForm } from '@/features/promotions/SmsSignupForm';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';
import { SMS_OPT_OUT_KEYWORDS } from '@/server/promotions/sms';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'promotions.sms' });
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor('/sms', locale) };
}

/** /sms: opt in to text offers (phone per market rules, the consent text, how to opt out). */
export default async function SmsPage({ params }: Props) {
  const market = getMarket((await params).locale);
  const locale = market.locale;
  setRequestLocale(locale);
  const [t, member] = await Promise.all([getTranslations({ locale, namespace: 'promotions.sms' }), currentMember()]);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <PageView data={pageViewData(locale, 'others', 'sms')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted">{t('intro')}</p>
      <SmsSignupForm
        locale={locale}
        defaultPhone={member?.phone ?? ''}
        labels={{ phone: t('phone'), phoneHint: t('phoneHint'), consent: t('consent'), submit: t('submit'), submitting: t('submitting') }}
      />
      <p className="mt-6 text-sm text-muted" data-testid="sms-opt-out">
        {t('optOut', { keyword: SMS_OPT_OUT_KEYWORDS[market.country] })}
      </p>
    </div>
  );
}
