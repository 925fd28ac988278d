import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { emailOfferFor } from '@/server/rewards/email-offers';
import { EmailPromoTab } from './EmailPromoTab';

/** The e-mail promo side tab with its labels, for the shop layout (every market; the checkout layout has none). The member's offers alert comes from the layout's shopper parts. */
export async function EmailPromoSlot({ locale }: { locale: Locale }) {
  const { percent } = emailOfferFor(locale);
  const t = await getTranslations({ locale, namespace: 'emailPromo' });
  const validation = await getTranslations({ locale, namespace: 'validation.email' });
  return (
    <EmailPromoTab
      locale={locale}
      labels={{
        tab: t('tab', { percent }),
        title: t('title', { percent }),
        body: t('body'),
        email: t('email'),
        submit: t('submit'),
        submitting: t('submitting'),
        legal: t('legal'),
        confirmedTitle: t('confirmedTitle'),
        confirmedBody: t('confirmedBody', { percent }),
        copy: t('copy'),
        copied: t('copied'),
        close: t('close'),
        collapse: t('collapse'),
        errors: { emailMissing: validation('missing'), emailInvalid: validation('invalid'), tooManyAttempts: t('errors.tooManyAttempts'), failed: t('errors.failed') },
      }}
    />
  );
}
