import { getTranslations } from 'next-intl/server';
import { isPrompting } from '@/lib/rewards-alerts';
import { loadMemberAlerts } from '@/server/rewards/member-alerts';
import { getMarket, type Locale } from '@/lib/markets';
import type { SignedInMember } from '@/server/customers/current-user';
import { emailOfferFor } from '@/server/rewards/email-offers';
import { EmailPromoTab } from './EmailPromoTab';

/** The e-mail promo side tab with its labels, for the shop layout (every market; the checkout layout has none). */
export async function EmailPromoSlot({ locale, member }: { locale: Locale; member: Pick<SignedInMember, 'id'> | null | undefined }) {
  const { percent } = emailOfferFor(locale);
  const offers = member && getMarket(locale).rewards ? (await loadMemberAlerts(member.id)).offers : null;
  const t = await getTranslations({ locale, namespace: 'emailPromo' });
  const validation = await getTranslations({ locale, namespace: 'validation.email' });
  return (
    <EmailPromoTab
      locale={locale}
      offersAlertType={isPrompting(offers) ? offers.alertType : null}
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
