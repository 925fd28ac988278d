import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';
import { claimedCoupons } from '@/server/promotions/queries';
import { CouponCard } from './CouponCard';
import { CouponClaimButton } from './CouponClaimButton';

/** The account's coupons block (/user/myAccount, the page hands it to the dashboard): the member's saved coupons of this market that can still be used, soonest to expire first. */
export async function AccountCoupons({ locale }: { locale: Locale }) {
  const member = await currentMember();
  if (!member) return null;
  const [t, coupons] = await Promise.all([getTranslations({ locale, namespace: 'promotions' }), claimedCoupons(member.id, locale)]);
  const labels = { claim: t('coupons.claim'), claiming: t('coupons.claiming'), revoke: t('coupons.revoke'), revoking: t('coupons.revoking') };
  return (
    <section className="rounded-lg border border-line p-4" aria-labelledby="my-coupons" data-testid="account-coupons">
      <h2 id="my-coupons" className="text-lg font-bold">
        {t('account.title')}
      </h2>
      {coupons.length ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {coupons.map((offer) => (
            <li key={offer.id}>
              <CouponCard offer={offer} locale={locale} action={<CouponClaimButton couponId={offer.id} claimed locale={locale} returnTo={localizedPath('/user/myAccount', locale)} labels={labels} />} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('account.empty')}</p>
      )}
      <Link href={localizedPath('/coupons', locale)} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
        {t('account.browse')}
      </Link>
    </section>
  );
}
