import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { requestNonce } from '@/server/platform/security-headers';
import { APP_STORE_LINKS, appPlatform, hideIfDismissedScript } from './app-install-banner';
import { APP_BANNER_ID, AppInstallBanner } from './AppInstallBanner';

/**
 * The mobile app-install banner's place in the shop layout (spec §1, §2.6): only in markets
 * with `features.appInstallBanner`, only for iPhone and Android phones (the user agent, as
 * src/lib/device.ts reads it). Mount it above the header.
 */
export async function AppInstallBannerSlot({ locale }: { locale: Locale }) {
  if (!getMarket(locale).features.appInstallBanner) return null;
  const platform = appPlatform((await headers()).get('user-agent'));
  if (!platform) return null;
  const t = await getTranslations({ locale, namespace: 'appBanner' });
  return (
    <>
      <AppInstallBanner
        platform={platform}
        storeUrl={APP_STORE_LINKS[platform]}
        appPageHref={localizedPath('/lp/redline-mobile-app', locale)}
        labels={{
          region: t('region'),
          title: t('title'),
          body: t('body'),
          store: t(platform === 'ios' ? 'appStore' : 'googlePlay'),
          get: t('get'),
          learnMore: t('learnMore'),
          close: t('close'),
        }}
      />
      {/* Runs as the HTML arrives (with the page's CSP nonce): a banner closed recently never paints, so nothing jumps. */}
      <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(APP_BANNER_ID) }} />
    </>
  );
}
