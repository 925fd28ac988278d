import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { headerVehicleText, storeAddressText } from '@/lib/display';
import { storeMessageIsOpen } from '@/lib/store-hours';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import type { HeaderContent, TopNav } from '@/server/content/documents';
import { isSignedIn, type HeaderData } from '@/server/customers/current-user';
import { CartLink } from './CartLink';
import { DesktopNav } from './DesktopNav';
import { HeaderEntry } from './HeaderEntry';
import { toFlatNav, toNavGroups } from './header-model';
import { Logo } from '@/components/Logo';
import { MobileMenu } from './MobileMenu';
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

/** The shell's header (spec §2.6). Brazil gets the simplified variant. */
export async function SiteHeader({ locale, header, content, nav, crawler = false, parts }: Props) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const market = getMarket(locale);
  const simplified = market.features.simplifiedHeader;
  const to = (path: string) => localizedPath(path, locale);
  const groups = toNavGroups(nav.menuList, to);
  const utility = content.headerNavigation.map((n) => ({ title: n.link_name, href: to(n.link_cta) }));

  const signedIn = isSignedIn(header.myAccountMap);
  const vehicle = header.vehicleMap;
  const vehicleText = vehicle.vehicleCount > 0 ? headerVehicleText(vehicle.vehicleName) : '';
  const store = header.storeDetails;
  const storeChosen = header.storeNumber !== DEFAULT_STORE_NUMBER;
  const storeOpen = storeMessageIsOpen(store.messageToDisplay);
  // Spec §5: the fixed (scrolled) header has room for the whole address; the other is cut.
  const storeShort = storeAddressText(store.address1, store.address2, locale, false);
  const storeFull = storeAddressText(store.address1, store.address2, locale, true);
  const storeTitle =
    storeShort === storeFull ? (
      storeShort
    ) : (
      <>
        <span className="group-data-[fixed=true]/header:hidden">{storeShort}</span>
        <span className="hidden group-data-[fixed=true]/header:inline">{storeFull}</span>
      </>
    );

  const accountEntry = signedIn ? (
    <HeaderEntry
      href={to('/user/myAccount')}
      icon="user"
      testId="account-entry"
      title={t('account.hello', { name: header.myAccountMap.mf_homepage_header_username })}
      hint={t('account.myAccount')}
    />
  ) : (
    <HeaderEntry href={to('/signin')} rel="nofollow" icon="user" testId="account-entry" title={t('account.signIn')} hint={t('account.hint')} />
  );

  const vehicleEntry = (placement: 'bar' | 'inline') => (
    <parts.VehicleTrigger source="header" className={placement === 'inline' ? 'hidden lg:block' : ''}>
      <HeaderEntry
      href={to('/shopbymake')}
      icon="car"
      testId={`vehicle-entry-${placement}`}
      title={vehicleText || t('vehicle.add')}
      hint={vehicleText ? t('vehicle.current') : t('vehicle.hint')}
      tone={placement === 'bar' ? 'onLight' : 'onDark'}
      textFrom={placement === 'bar' ? 'always' : 'lg'}
        className={placement === 'bar' ? 'w-full rounded-none px-4' : ''}
      />
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
          {simplified ? null : <MobileMenu groups={groups} utility={utility} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle') }} />}
          <Link href={to('/')} aria-label={t('logoLabel')} className="mr-auto inline-flex items-center md:mr-2">
            <Logo name={t('logoName')} tagline={t('logoTagline')} />
          </Link>
          <parts.Search action={to('/searchresult')} hasVehicle={vehicle.vehicleCount > 0} locale={locale} />
          {vehicleEntry('inline')}
          <parts.StoreTrigger>
            {storeChosen ? (
              <HeaderEntry
                href={to('/store')}
                icon="store"
                testId="store-entry"
                title={storeTitle}
                titleClassName="capitalize"
                hint={store.messageToDisplay}
                hintClassName={storeOpen ? 'text-[#7ee2a8]' : 'text-[#ffb3a8]'}
              />
            ) : (
              <HeaderEntry href={to('/store')} icon="store" testId="store-entry" title={t('store.select')} hint={t('store.hint')} />
            )}
          </parts.StoreTrigger>
          {parts.AccountTrigger ? <parts.AccountTrigger>{accountEntry}</parts.AccountTrigger> : accountEntry}
          <CartLink
            href={to('/cart')}
            itemCount={header.miniCartMap.itemCount}
            title={t('cart.label')}
            label={t('cart.itemCount', { count: header.miniCartMap.itemCount })}
            manyLabel={t('cart.manyItems')}
          />
        </div>
        {simplified ? (
          <DesktopNav variant="links" groups={toFlatNav(groups)} label={t('navLabel')} moreLabel={t('navMore')} crawlable={crawler} />
        ) : (
          <DesktopNav groups={groups} label={t('navLabel')} moreLabel={t('navMore')} crawlable={crawler} />
        )}
      </StickyHeader>
      <div className="border-b border-line bg-panel lg:hidden">{vehicleEntry('bar')}</div>
    </>
  );
}
