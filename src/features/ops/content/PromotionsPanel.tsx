import { getTranslations } from 'next-intl/server';
import { opsRequestLocale } from '@/features/ops/i18n';
import type { Locale } from '@/lib/markets';
import type { listCouponsAs, listEditionsAs, listTaxonomyPromosAs } from '@/server/promotions/queries';
import { AskFirst } from './AskFirst';
import { CouponForm } from './CouponForm';
import { COUPON_FIELDS } from './coupon-form';
import { contentPaths } from './paths';
import { deleteCircularAction, endCouponAction, endShelfPromoAction } from './promotion-actions';
import { sectionClass } from './ui';

type Coupons = Awaited<ReturnType<typeof listCouponsAs>>;
type Editions = Awaited<ReturnType<typeof listEditionsAs>>;
type Promos = Awaited<ReturnType<typeof listTaxonomyPromosAs>>;
export const PROMOTION_NOTICES = ['created', 'ended', 'removed', 'refused', 'forbidden'] as const;
export type PromotionNotice = (typeof PROMOTION_NOTICES)[number];

/** Each field of the new coupon → its label under ops.content.promotions.coupons. */
const COUPON_LABELS = { promoCode: 'code', discount: 'discount', discountText: 'text', kind: 'kind', value: 'value', minimum: 'minimum', from: 'from', until: 'until' } as const;

/** A promotion's day (a date, or a moment read as its UTC day) in the staff member's language: 28 nov 2026. */
const dayIn = (staffLocale: Locale) => (date: Date | string | null) =>
  date ? new Intl.DateTimeFormat(staffLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date) : '…';

/** What the page was asked to confirm without JavaScript (`?ask=coupon:12`): the list and the row. */
export type PromotionAsk = { list: 'coupon' | 'shelf' | 'circular'; id: number };
export const PROMOTION_ASK = /^(coupon|shelf|circular):(\d{1,10})$/;

export function parsePromotionAsk(value: string | undefined): PromotionAsk | undefined {
  const match = value ? PROMOTION_ASK.exec(value) : null;
  return match ? { list: match[1] as PromotionAsk['list'], id: Number(match[2]) } : undefined;
}

/**
 * The promotions of a market on /ops/content (promotions.write): its coupons, shelf promos and
 * circular editions, each to end (or remove), and a new coupon with its cart promotion.
 */
export async function PromotionsPanel({ locale, coupons, promos, editions, notice, detail, ask, now }: { locale: Locale; coupons: Coupons; promos: Promos; editions: Editions; notice?: PromotionNotice; detail?: string; ask?: PromotionAsk; now: Date }) {
  const staffLocale = await opsRequestLocale();
  const t = await getTranslations({ locale: staffLocale, namespace: 'ops.content.promotions' });
  const day = dayIn(staffLocale);
  const today = now.toISOString().slice(0, 10);
  const base = contentPaths.index(locale);
  const withQuery = (query: string) => `${base}${base.includes('?') ? '&' : '?'}${query}#promotions`;
  const back = `${base}#promotions`;
  /** The row's end (or remove) button, which asks first; `list` and `id` name the row in the page's `ask`. */
  const askFirst = (list: PromotionAsk['list'], id: number, action: (formData: FormData) => Promise<void>, label: string, question: string, yes: string) => (
    <AskFirst
      action={action}
      fields={{ locale, id: String(id) }}
      label={label}
      labels={{ question, yes, no: t('confirm.no') }}
      askHref={withQuery(`ask=${list}:${id}`)}
      backHref={back}
      asking={ask?.list === list && ask.id === id}
      testId={`${list}-${id}-end`}
    />
  );
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
                {running ? askFirst('coupon', coupon.id, endCouponAction, t('end'), t('confirm.endCoupon', { code: coupon.promoCode }), t('confirm.yesEnd')) : null}
              </li>
            );
          })}
        </ul>
        <CouponForm
          locale={locale}
          today={today}
          labels={{
            summary: t('coupons.new'),
            fields: Object.fromEntries(COUPON_FIELDS.map((name) => [name, t(`coupons.${COUPON_LABELS[name]}`)])) as Record<(typeof COUPON_FIELDS)[number], string>,
            kinds: { percent: t('coupons.kinds.percent'), amount: t('coupons.kinds.amount'), freeShipping: t('coupons.kinds.freeShipping') },
            notCreated: t('coupons.notCreated'),
            create: t('coupons.create'),
          }}
        />
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
              {promo.active ? askFirst('shelf', promo.id, endShelfPromoAction, t('end'), t('confirm.endShelf'), t('confirm.yesEnd')) : null}
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
              {askFirst('circular', edition.id, deleteCircularAction, t('remove'), t('confirm.removeEdition', { title: edition.title }), t('confirm.yesRemove'))}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
