import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { requestNonce } from '@/server/platform/security-headers';
import { APP_BANNER_ID, appPlatform, hideIfDismissedScript, showOnPhoneScript } from './app-install-banner';
import { AppInstallBanner } from './AppInstallBanner';

/**
 * The mobile app-install banner's place in the shop layout (spec §1, §2.6): only in markets
 * with `features.appInstallBanner`, only for iPhone and Android phones (the user agent, as
 * src/lib/device.ts reads it). Mount it above the header. A page cache fill (`fill`) reads no
 * user agent: the banner comes hidden and the browser shows it on a phone (docs/decisions/041).
 */
export async function AppInstallBannerSlot({ locale, fill = false }: { locale: Locale; fill?: boolean }) {
  if (!getMarket(locale).features.appInstallBanner) return null;
  const platform = fill ? null : appPlatform((await headers()).get('user-agent'));
  if (!fill && !platform) return null;
  const t = await getTranslations({ locale, namespace: 'appBanner' });
  return (
    <>
      <AppInstallBanner
        platform={platform}
        appPageHref={localizedPath('/lp/redline-mobile-app', locale)}
        labels={{
          region: t('region'),
          title: t('title'),
          body: t('body'),
          stores: { ios: t('appStore'), android: t('googlePlay') },
          get: t('get'),
          learnMore: t('learnMore'),
          close: t('close'),
        }}
      />
      {/* Runs as the HTML arrives (with the page's CSP nonce): a banner closed recently never paints, and a cached page's shows only on a phone, so nothing jumps. */}
      <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: fill ? showOnPhoneScript(APP_BANNER_ID) : hideIfDismissedScript(APP_BANNER_ID) }} />
    </>
  );
}
