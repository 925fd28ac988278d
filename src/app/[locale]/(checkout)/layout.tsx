import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { SessionWatcherHost } from '@/features/account/session/SessionWatcherHost';
import { BrowserErrorReporter } from '@/features/errors/BrowserErrorReporter';
import { Logo } from '@/components/Logo';
import { getMarket, localizedPath } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';
import { ShopperPartsProvider } from '@/components/ShopperParts';
import { memberOnlyView } from '@/server/api/shell-shopper';
import { env } from '@/server/platform/env';

/** Checkout's own, simplified layout with a back-to-cart button (spec §2.5). */
export default async function CheckoutLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'checkout.form' });
  const header = await getTranslations({ locale, namespace: 'header' });
  // Checkout is never cached: the session watcher's member is rendered here, as the shop layout does on a per-request page.
  return (
    <ShopperPartsProvider initial={memberOnlyView(await currentMember())} locale={locale} aces={env().ACES_ENABLED}>
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-[1100px] items-center justify-between gap-3 px-4 py-3">
          <Link href={localizedPath('/', locale)} aria-label={header('logoLabel')}>
            <Logo name={header('logoName')} tagline={header('logoTagline')} />
          </Link>
          <Link href={localizedPath('/cart', locale)} data-testid="back-to-cart" className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/40 px-3 text-sm font-semibold hover:bg-white/10">
            <Icon name="cart" className="h-5 w-5" />
            {t('backToCart')}
          </Link>
        </div>
      </header>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SessionWatcherHost locale={locale} />
      <BrowserErrorReporter />
    </ShopperPartsProvider>
  );
}
