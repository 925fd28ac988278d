import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { countLabelsFrom } from '@/lib/count-labels';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import type { HeaderContent, TopNav } from '@/server/content/documents';
import type { HeaderData } from '@/server/customers/current-user';
import { DesktopNav } from './DesktopNav';
import { toFlatNav, toNavGroups } from './header-model';
import { Logo } from '@/components/Logo';
import { MobileMenu } from './MobileMenu';
import { NoScriptMenuLink, NoScriptMenuPanel } from './NoScriptMenu';
import { AccountEntry, ShopperCartLink, StoreEntry, VehicleEntry } from './ShopperEntries';
import { StickyHeader } from './StickyHeader';
import type { HeaderParts } from './parts';

interface Props {
  locale: Locale;
  header: HeaderData;
  content: HeaderContent;
  nav: TopNav;
  /** Crawlers get every navigation link as plain, visible links (spec §6). */
  crawler?: boolean;
  /** The other features' pieces (search, the selector, store and account triggers), from the layout. */
  parts: HeaderParts;
}

/**
 * The vehicle, store and account entries on a wide screen: they share the room the search box
 * leaves, up to their whole text, and narrow (HeaderEntry's `fit`) before the row wraps: a long
 * address, vehicle or name is cut, the store's hours never, and the cart stays on the row (the
 * search box keeps at least 18rem, its placeholder whole: SearchFrame).
 */
const ENTRY_GIVES_WAY = 'lg:max-w-max lg:flex-1';

/** The shell's header (spec §2.6). Brazil gets the simplified variant. */
export async function SiteHeader({ locale, header, content, nav, crawler = false, parts }: Props) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const market = getMarket(locale);
  const simplified = market.features.simplifiedHeader;
  const to = (path: string) => localizedPath(path, locale);
  const groups = toNavGroups(nav.menuList, to);
  const utility = content.headerNavigation.map((n) => ({ title: n.link_name, href: to(n.link_cta) }));

  // The shopper's entries are client parts (ShopperEntries.tsx): the server renders them from the shopper's parts on a per-request page; a cached page fills them in.
  const accountEntry = (
    <AccountEntry
      hrefs={{ account: to('/user/myAccount'), signIn: to('/signin') }}
      labels={{ hello: t('account.hello', { name: '{name}' }), myAccount: t('account.myAccount'), signIn: t('account.signIn'), hint: t('account.hint') }}
    />
  );
  const vehicleLabels = { add: t('vehicle.add'), hint: t('vehicle.hint'), current: t('vehicle.current') };
  const vehicleEntry = (placement: 'bar' | 'inline') => (
    <parts.VehicleTrigger source="header" className={placement === 'inline' ? `hidden lg:block ${ENTRY_GIVES_WAY}` : ''}>
      <VehicleEntry placement={placement} href={to('/shopbymake')} labels={vehicleLabels} />
    </parts.VehicleTrigger>
  );

  return (
    <>
      {content.sitewideAlert ? (
        <section aria-label={t('alertLabel')} data-testid="sitewide-alert" className="bg-alert text-ink">
          <p className="mx-auto max-w-[1400px] px-4 py-2 text-center text-[13px] md:text-sm">
            <Icon name="alert" className="mr-1.5 inline h-4 w-4 align-[-3px] text-brand-dark" />
            {content.sitewideAlert.alert_text}
            {content.sitewideAlert.cta_link && content.sitewideAlert.cta_name ? (
              <>
                {' '}
                <Link href={to(content.sitewideAlert.cta_link)} className="whitespace-nowrap font-semibold underline">
                  {content.sitewideAlert.cta_name}
                </Link>
              </>
            ) : null}
          </p>
        </section>
      ) : null}

      {content.headerPromo.length > 0 || (!simplified && utility.length > 0) ? (
        <section aria-label={t('promoLabel')} data-testid="header-promo" className="bg-brand text-white">
          <div className="mx-auto flex max-w-[1400px] items-center justify-between gap-4 px-4 py-1.5 text-sm">
            <ul className="flex min-w-0 flex-1 flex-wrap gap-x-6 gap-y-0.5">
              {content.headerPromo.slice(0, 2).map((promo, i) => (
                <li key={promo.text_content} className={i > 0 ? 'hidden xl:block' : ''}>
                  {promo.text_content}
                  {promo.cta_link && promo.cta_name ? (
                    <>
                      {' '}
                      <Link href={to(promo.cta_link)} className="whitespace-nowrap font-semibold underline">
                        {promo.cta_name}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            {!simplified && utility.length ? (
              <nav aria-label={t('utilityLabel')} className="hidden shrink-0 lg:block">
                <ul className="flex gap-4">
                  {utility.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} className="whitespace-nowrap hover:underline">
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </section>
      ) : null}

      <StickyHeader className="group/header sticky top-0 z-40 bg-ink text-white transition-shadow data-[fixed=true]:shadow-[0_2px_10px_rgba(0,0,0,0.35)]">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-1 gap-y-2 px-2 py-2 md:gap-x-3 md:px-4">
          {simplified ? null : (
            <>
              <MobileMenu groups={groups} utility={utility} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle') }} />
              <NoScriptMenuLink label={t('openMenu')} />
            </>
          )}
          <Link href={to('/')} aria-label={t('logoLabel')} className="mr-auto inline-flex items-center md:mr-2">
            <Logo name={t('logoName')} tagline={t('logoTagline')} />
          </Link>
          <parts.Search action={to('/searchresult')} hasVehicle={header.vehicleMap.vehicleCount > 0} locale={locale} />
          {vehicleEntry('inline')}
          <parts.StoreTrigger className={ENTRY_GIVES_WAY}>
            <StoreEntry locale={locale} href={to('/store')} labels={{ select: t('store.select'), hint: t('store.hint') }} />
          </parts.StoreTrigger>
          <div className={ENTRY_GIVES_WAY}>{parts.AccountTrigger ? <parts.AccountTrigger>{accountEntry}</parts.AccountTrigger> : accountEntry}</div>
          <ShopperCartLink locale={locale} href={to('/cart')} labels={{ title: t('cart.label'), itemCount: countLabelsFrom(locale, (count) => t('cart.itemCount', { count })), many: t('cart.manyItems') }} />
        </div>
        {simplified ? (
          <DesktopNav variant="links" groups={toFlatNav(groups)} label={t('navLabel')} moreLabel={t('navMore')} crawlable={crawler} />
        ) : (
          <DesktopNav groups={groups} label={t('navLabel')} moreLabel={t('navMore')} crawlable={crawler} />
        )}
      </StickyHeader>
      {simplified ? null : <NoScriptMenuPanel groups={groups} utility={utility} title={t('menuTitle')} closeLabel={t('closeMenu')} />}
      <div className="border-b border-line bg-panel lg:hidden">{vehicleEntry('bar')}</div>
    </>
  );
}
