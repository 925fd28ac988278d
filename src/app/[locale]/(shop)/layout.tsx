import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/features/consent/CookieConsent';
import { AccountModalSlot } from '@/features/account/session/AccountModalSlot';
import { SessionWatcherHost } from '@/features/account/session/SessionWatcherHost';
import { BrowserErrorReporter } from '@/features/errors/BrowserErrorReporter';
import { RewardsModalSlot } from '@/features/rewards/modal/RewardsModalSlot';
import { LoyaltyAlertsSlot, PilotAlertBannerSlot } from '@/features/rewards/alerts/LoyaltyAlertsSlot';
import { EmailPromoSlot } from '@/features/shell/email-promo/EmailPromoSlot';
import { AppInstallBannerSlot } from '@/features/shell/AppInstallBannerSlot';
import { ContactSideTabSlot } from '@/features/contact/ContactSideTabSlot';
import { ChatSlot } from '@/features/chat/ChatSlot';
import { BoundaryLabelsProvider } from '@/features/errors/BoundaryLabels';
import { consentLabels } from '@/features/consent/consent-labels';
import { SKIP_LINK_ID } from '@/features/consent/focus-return';
import { loadShell } from '@/features/shell/load-shell';
import { SideTabsBand } from '@/features/shell/SideTabsBand';
import { SiteFooter } from '@/features/shell/SiteFooter';
import { SiteHeader } from '@/features/shell/SiteHeader';
import { footerParts, headerParts } from '@/app/[locale]/_parts/shell';
import { getMarket, localizedPath } from '@/lib/markets';
import { selectorLabels } from '@/features/vehicles/labels';
import { VehicleSelectorHost } from '@/features/vehicles/VehicleSelectorHost';
import { env } from '@/server/platform/env';
import { storeModalLabels } from '@/features/stores/labels';
import { StoreModalHost } from '@/features/stores/StoreModalHost';
import { ShopperPartsProvider } from '@/components/ShopperParts';
import { shopperPendingScript } from '@/lib/shopper-parts';
import { requestNonce } from '@/server/platform/security-headers';

/**
 * The storefront shell: cookie consent, skip link, header, main, the side tabs' band, footer.
 * The shopper's parts (header greeting, cart badge, vehicle, store, the member's slots) come from
 * ShopperPartsProvider: rendered here on a per-request page; on a page cache fill (no cookies,
 * docs/decisions/040) the shell is the same for every shopper and the browser loads them from the
 * header call (docs/decisions/041).
 */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = getMarket(raw).locale;
  const shell = await loadShell(locale);
  const common = await getTranslations({ locale, namespace: 'common' });
  const errors = await getTranslations({ locale, namespace: 'errors' });
  const boundaryLabels = {
    heading: errors('label_error_somethingNotworking'),
    body: errors('somethingNotWorkingBody'),
    outageHeading: errors('outageHeading'),
    outageBody: errors('outageBody'),
    tryAgain: errors('tryAgain'),
    goHome: errors('goHome'),
    homeHref: localizedPath('/', locale),
  };
  return (
    <ShopperPartsProvider initial={shell.shopper} locale={locale} aces={env().ACES_ENABLED}>
      {/* A cached page's shopper texts stay invisible (their room kept) until the header call answers; without JavaScript the generic ones show. */}
      {shell.fill ? <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: shopperPendingScript }} /> : null}
      {/* First in the tab order: the banner is the first thing a shopper answers (decision 005). */}
      <CookieConsent stored={shell.consent} labels={await consentLabels(locale)} />
      <a
        id={SKIP_LINK_ID}
        href="#main-content"
        className="sr-only z-[100] rounded bg-white px-4 py-3 font-semibold text-ink focus-visible:not-sr-only focus-visible:fixed focus-visible:left-2 focus-visible:top-2"
      >
        {common('skipToMain')}
      </a>
      <AppInstallBannerSlot locale={locale} fill={shell.fill} />
      <SiteHeader locale={locale} header={shell.header} content={shell.content} nav={shell.nav} crawler={shell.device === 'bot'} parts={headerParts(locale)} />
      <PilotAlertBannerSlot locale={locale} member={shell.member} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <BoundaryLabelsProvider labels={boundaryLabels}>{children}</BoundaryLabelsProvider>
      </main>
      <SideTabsBand>
        <ContactSideTabSlot locale={locale} />
        <EmailPromoSlot locale={locale} />
      </SideTabsBand>
      <SiteFooter locale={locale} footer={shell.footer} parts={footerParts} />
      <StoreModalHost locale={locale} labels={await storeModalLabels(locale)} />
      <VehicleSelectorHost locale={locale} aces={env().ACES_ENABLED} labels={await selectorLabels(locale)} vinHref={localizedPath('/vin-decoder', locale)} />
      <SessionWatcherHost locale={locale} />
      <AccountModalSlot locale={locale} member={shell.member} />
      <RewardsModalSlot locale={locale} />
      <ChatSlot locale={locale} />
      <LoyaltyAlertsSlot locale={locale} member={shell.member} />
      <BrowserErrorReporter />
    </ShopperPartsProvider>
  );
}
