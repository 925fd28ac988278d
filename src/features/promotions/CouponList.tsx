import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { currentMember, signInPath } from '@/server/customers/member';
import { listCouponOffers } from '@/server/promotions/queries';
import { localizedPath } from '@/lib/markets';
import { CouponCard } from './CouponCard';
import { CouponClaimButton } from './CouponClaimButton';

/**
 * The market's coupons (the /coupons page and the savings landing page's `coupons` embed).
 * Members save them to their account or remove them; guests are asked to sign in. `returnTo`
 * is the page (without locale) that signing in comes back to.
 */
export async function CouponList({ locale, returnTo = '/coupons' }: { locale: Locale; returnTo?: string }) {
  const t = await getTranslations({ locale, namespace: 'promotions.coupons' });
  const member = await currentMember();
  const offers = await listCouponOffers(locale, { userId: member?.id });
  const back = localizedPath(returnTo, locale);
  const labels = { claim: t('claim'), claiming: t('claiming'), revoke: t('revoke'), revoking: t('revoking') };
  return (
    <div data-testid="coupon-list">
      {member ? null : (
        <p className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-panel p-4">
          <span>{t('signInPrompt')}</span>
          <Link href={signInPath(locale, back)} className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
            {t('signIn')}
          </Link>
        </p>
      )}
      {offers.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer.id}>
              <CouponCard
                offer={offer}
                locale={locale}
                action={
                  member ? (
                    <div className="flex flex-col gap-1">
                      {offer.claimed ? (
                        <p className="text-sm font-semibold text-ok" data-testid="coupon-claimed">
                          {t('claimed')}
                        </p>
                      ) : null}
                      <CouponClaimButton couponId={offer.id} claimed={offer.claimed} locale={locale} returnTo={back} labels={labels} />
                    </div>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
      <p className="mt-4 text-sm text-muted">{t('applyHint')}</p>
    </div>
  );
}
