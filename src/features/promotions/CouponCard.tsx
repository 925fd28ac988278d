import { getTranslations } from 'next-intl/server';
import { formatDate, marketTimeZone } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { CouponOffer } from '@/server/promotions/coupons';
import { CopyCodeButton } from './CopyCodeButton';

const expiry = (iso: string, locale: Locale) => formatDate(iso, locale, marketTimeZone(locale), 'medium');

/** One coupon (spec §3 promo offer): the discount, its fine print, the code with a copy button, when it expires; `action` is the claim or revoke control. */
export async function CouponCard({ offer, locale, action }: { offer: CouponOffer; locale: Locale; action?: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'promotions.coupons' });
  return (
    <article data-testid="coupon" data-code={offer.promoCode} className="flex h-full flex-col gap-2 rounded-lg border-2 border-dashed border-line p-4">
      <p className="text-2xl font-extrabold text-brand-dark">{offer.discount}</p>
      <p className="text-sm">{offer.discountText}</p>
      {offer.minimumSubtotal > 0 ? <p className="text-sm text-muted">{t('minimum', { amount: formatMoney(money(offer.minimumSubtotal, offer.currency), locale, { wholeWhenExact: true }) })}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <p className="rounded bg-panel px-3 py-2 font-mono text-lg font-bold tracking-wider">
          <span className="sr-only">{t('code')}: </span>
          {offer.promoCode}
        </p>
        <CopyCodeButton code={offer.promoCode} labels={{ copy: t('copy'), copied: t('copied') }} />
      </div>
      <p className="text-xs text-muted">{t('expires', { date: expiry(offer.expirationDate, locale) })}</p>
      {action}
    </article>
  );
}
