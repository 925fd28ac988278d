import { getTranslations } from 'next-intl/server';
import { opsRequestLocale } from '@/features/ops/i18n';
import type { Locale } from '@/lib/markets';
import type { listCouponsAs, listEditionsAs, listTaxonomyPromosAs } from '@/server/promotions/queries';
import { createCouponAction, deleteCircularAction, endCouponAction, endShelfPromoAction } from './promotion-actions';
import { buttonClass, inputClass, secondaryButtonClass, sectionClass } from './ui';

type Coupons = Awaited<ReturnType<typeof listCouponsAs>>;
type Editions = Awaited<ReturnType<typeof listEditionsAs>>;
type Promos = Awaited<ReturnType<typeof listTaxonomyPromosAs>>;
export const PROMOTION_NOTICES = ['created', 'ended', 'removed', 'refused', 'forbidden'] as const;
export type PromotionNotice = (typeof PROMOTION_NOTICES)[number];

/** A promotion's day (a date, or a moment read as its UTC day) in the staff member's language: 28 nov 2026. */
const dayIn = (staffLocale: Locale) => (date: Date | string | null) =>
  date ? new Intl.DateTimeFormat(staffLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date) : '…';

function EndButton({ action, locale, id, label }: { action: (formData: FormData) => Promise<void>; locale: Locale; id: number; label: string }) {
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={secondaryButtonClass}>
        {label}
      </button>
    </form>
  );
}

/**
 * The promotions of a market on /ops/content (promotions.write): its coupons, shelf promos and
 * circular editions, each to end (or remove), and a new coupon with its cart promotion.
 */
export async function PromotionsPanel({ locale, coupons, promos, editions, notice, detail, now }: { locale: Locale; coupons: Coupons; promos: Promos; editions: Editions; notice?: PromotionNotice; detail?: string; now: Date }) {
  const staffLocale = await opsRequestLocale();
  const t = await getTranslations({ locale: staffLocale, namespace: 'ops.content.promotions' });
  const day = dayIn(staffLocale);
  const today = now.toISOString().slice(0, 10);
  return (
    <section id="promotions" aria-labelledby="promotions-title" className="mx-auto max-w-[1280px] px-4 pb-8">
      <h2 id="promotions-title" className="text-xl font-extrabold">
        {t('title', { locale })}
      </h2>
      {notice ? (
        <p role={notice === 'refused' || notice === 'forbidden' ? 'alert' : 'status'} className={`mt-3 rounded-md px-3 py-2 ${notice === 'refused' || notice === 'forbidden' ? 'bg-alert' : 'bg-panel'}`} data-testid="promotions-notice">
          {t(`notices.${notice}`)}
          {detail && notice === 'refused' ? ` ${detail}` : ''}
        </p>
      ) : null}

      <div className={sectionClass}>
        <h3 className="font-bold">{t('coupons.title')}</h3>
        {coupons.length === 0 ? <p className="text-muted">{t('coupons.none')}</p> : null}
        <ul className="mt-2 divide-y divide-line" data-testid="ops-coupons">
          {coupons.map((coupon) => {
            const running = coupon.active && coupon.promotionActive && coupon.endsAt > now;
            return (
              <li key={coupon.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-mono font-semibold">{coupon.promoCode}</span> — {coupon.discount}{' '}
                  <span className="text-sm text-muted">{t('until', { day: day(coupon.endsAt) })}</span> · {running ? t('state.running') : t('state.ended')}
                </span>
                {running ? <EndButton action={endCouponAction} locale={locale} id={coupon.id} label={t('end')} /> : null}
              </li>
            );
          })}
        </ul>
        <details className="mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{t('coupons.new')}</summary>
          <form action={createCouponAction} className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2">
            <input type="hidden" name="locale" value={locale} />
            <label className="text-sm font-semibold">
              {t('coupons.code')}
              <input name="promoCode" required minLength={2} maxLength={40} pattern="[A-Za-z0-9]+" className={inputClass} />
            </label>
            <label className="text-sm font-semibold">
              {t('coupons.discount')}
              <input name="discount" required maxLength={60} className={inputClass} />
            </label>
            <label className="text-sm font-semibold md:col-span-2">
              {t('coupons.text')}
              <input name="discountText" required maxLength={300} className={inputClass} />
            </label>
            <label className="text-sm font-semibold">
              {t('coupons.kind')}
              <select name="kind" className={inputClass} defaultValue="percent">
                <option value="percent">{t('coupons.kinds.percent')}</option>
                <option value="amount">{t('coupons.kinds.amount')}</option>
                <option value="freeShipping">{t('coupons.kinds.freeShipping')}</option>
              </select>
            </label>
            <label className="text-sm font-semibold">
              {t('coupons.value')}
              <input name="value" type="number" min={0} step="0.01" inputMode="decimal" className={inputClass} />
            </label>
            <label className="text-sm font-semibold">
              {t('coupons.minimum')}
              <input name="minimum" type="number" min={0} step="0.01" inputMode="decimal" className={inputClass} />
            </label>
            <label className="text-sm font-semibold">
              {t('coupons.from')}
              <input name="from" type="date" required defaultValue={today} className={inputClass} />
            </label>
            <label className="text-sm font-semibold">
              {t('coupons.until')}
              <input name="until" type="date" required className={inputClass} />
            </label>
            <div className="flex items-end">
              <button type="submit" className={buttonClass}>
                {t('coupons.create')}
              </button>
            </div>
          </form>
        </details>
      </div>

      <div className={sectionClass}>
        <h3 className="font-bold">{t('shelf.title')}</h3>
        {promos.length === 0 ? <p className="text-muted">{t('shelf.none')}</p> : null}
        <ul className="mt-2 divide-y divide-line">
          {promos.map((promo) => (
            <li key={promo.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                {promo.textContent} <span className="text-sm text-muted">{promo.seoUrls.join(', ')}</span> · {promo.active ? t('state.running') : t('state.ended')}
              </span>
              {promo.active ? <EndButton action={endShelfPromoAction} locale={locale} id={promo.id} label={t('end')} /> : null}
            </li>
          ))}
        </ul>
      </div>

      <div className={sectionClass}>
        <h3 className="font-bold">{t('circulars.title')}</h3>
        {editions.length === 0 ? <p className="text-muted">{t('circulars.none')}</p> : null}
        <ul className="mt-2 divide-y divide-line">
          {editions.map((edition) => (
            <li key={edition.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                {edition.title} <span className="text-sm text-muted">{t('circulars.dates', { from: day(edition.startsOn), until: day(edition.endsOn), deals: edition.deals })}</span>
              </span>
              <EndButton action={deleteCircularAction} locale={locale} id={edition.id} label={t('remove')} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
