import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import type { SignedInMember } from '@/server/customers/current-user';
import { isPrompting, pilotSeenCookie } from '@/lib/rewards-alerts';
import { PILOT_ROOM_WHILE_EXPECTED } from '@/lib/shopper-parts';
import { LoyaltyAlerts } from './LoyaltyAlerts';
import { loadMemberAlerts } from '@/server/rewards/member-alerts';
import { PilotAlertBanner } from './PilotAlertBanner';

/**
 * The terms modal and the e-mail offers prompt, for a layout: members of a rewards market only.
 * `member` is undefined on a page cache fill: the prompts then wait for the shopper's parts.
 */
export async function LoyaltyAlertsSlot({ locale, member }: { locale: Locale; member: Pick<SignedInMember, 'id'> | null | undefined }) {
  if (member === null || !getMarket(locale).rewards) return null;
  const t = await getTranslations({ locale, namespace: 'rewards.alerts' });
  return (
    <LoyaltyAlerts
      locale={locale}
      rulesHref={localizedPath('/user/programRules', locale)}
      labels={{
        close: t('close'),
        terms: { title: t('terms.title'), body: t('terms.body'), rules: t('terms.rules'), agree: t('terms.agree'), agreeing: t('terms.agreeing'), later: t('terms.later'), failed: t('terms.failed') },
        offers: { title: t('offers.title'), body: t('offers.body'), accept: t('offers.accept'), decline: t('offers.decline'), saving: t('offers.saving'), failed: t('offers.failed') },
      }}
    />
  );
}

/**
 * The pilot-change banner, for a layout between the header and the page: only while it prompts
 * and has not been seen. On a page cache fill (`member` undefined) the browser decides, from the
 * shopper's parts and the seen cookie, in a place that keeps the banner's room from the first
 * paint when the header call's hint cookie says it will show.
 */
export async function PilotAlertBannerSlot({ locale, member }: { locale: Locale; member: Pick<SignedInMember, 'id'> | null | undefined }) {
  if (member === null || !getMarket(locale).rewards) return null;
  if (member) {
    const { pilot } = await loadMemberAlerts(member.id);
    if (!isPrompting(pilot)) return null;
    const seen = (await cookies()).get(pilotSeenCookie(pilot.alertType))?.value === 'true';
    if (seen) return null;
  }
  const t = await getTranslations({ locale, namespace: 'rewards.alerts.pilot' });
  const banner = <PilotAlertBanner locale={locale} detailsHref={localizedPath('/user/programRules', locale)} labels={{ message: t('message'), details: t('details'), dismiss: t('dismiss') }} />;
  // A cached page keeps the banner's room while its pre-paint script expects it (decision 045): the page does not move when it appears.
  return member ? banner : <div className={PILOT_ROOM_WHILE_EXPECTED}>{banner}</div>;
}
