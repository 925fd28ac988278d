import { Link } from '@/components/Link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon, type IconName } from '@/components/Icon';
import { PageView } from '@/components/PageView';
import { OpenSelectorTrigger } from '@/features/vehicles/OpenSelectorTrigger';
import { pageViewData } from '@/lib/page-view';
import { getMarket, localizedPath } from '@/lib/markets';
import { formatMarketPrice } from '@/lib/money';
import { FIRST_SHELF_PAGE } from '@/lib/shelf-query';
import { listBrands } from '@/server/catalog/queries';
import { loadShelf } from '@/features/catalog/load-shelf';
import { ShopProductGrid } from '@/app/[locale]/_parts/catalog';
import { RecentlyViewed } from '@/features/catalog/RecentlyViewed';
import { DEPARTMENTS } from '@/features/catalog/departments';

const HOME_BRANDS = 12;
const HOME_DEALS = 4;


function SectionHeading({ id, title, href, link }: { id: string; title: string; href: string; link: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <Link href={href} className="font-semibold text-brand-dark underline">
        {link}
      </Link>
    </div>
  );
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const market = getMarket((await params).locale);
  const locale = market.locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const to = (path: string) => localizedPath(path, locale);
  const [deals, brands] = await Promise.all([loadShelf({ deal: 'hot' }, locale, FIRST_SHELF_PAGE, { limit: HOME_DEALS }), listBrands()]);
  const topBrands = [...brands].sort((a, b) => b.products - a.products).slice(0, HOME_BRANDS);

  const services: { key: 'pickup' | 'loanATool' | 'rewards' | 'advice'; icon: IconName; href: string; body: string }[] = [
    { key: 'pickup', icon: 'store', href: to(market.pages.storePickUp), body: t('services.pickup.body') },
    { key: 'loanATool', icon: 'wrench', href: to(market.country === 'US' ? '/lp/loan-a-tool' : '/lp/store-services'), body: t('services.loanATool.body') },
    { key: 'advice', icon: 'battery', href: to('/lp/store-services'), body: t('services.advice.body') },
  ];
  if (market.rewards) {
    services.splice(2, 0, {
      key: 'rewards',
      icon: 'gift',
      href: to('/rewards'),
      body: t('services.rewards.body', {
        reward: formatMarketPrice(market.rewards.reward, locale, { wholeWhenExact: true }),
        threshold: formatMarketPrice(market.rewards.threshold, locale, { wholeWhenExact: true }),
      }),
    });
  }

  return (
    <>
      <PageView data={pageViewData(locale, 'home', 'home')} />
      <section className="bg-gradient-to-br from-ink to-ink-soft text-white">
        <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-10 md:py-14 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h1 className="text-3xl font-extrabold leading-tight md:text-5xl">{t('heroTitle')}</h1>
            <p className="mt-4 max-w-2xl text-base text-white/85 md:text-lg">{t('heroBody')}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <OpenSelectorTrigger source="hero">
                <Link href={to('/shopbymake')} className="inline-flex min-h-12 items-center gap-2 rounded-md bg-brand px-5 font-semibold hover:bg-brand-dark">
                  <Icon name="car" />
                  {t('heroCta')}
                </Link>
              </OpenSelectorTrigger>
              <Link href={to('/parts')} className="inline-flex min-h-12 items-center rounded-md border border-white/60 px-5 font-semibold hover:bg-white/10">
                {t('heroSecondary')}
              </Link>
            </div>
            <p data-testid="free-shipping" className="mt-5 inline-flex items-center gap-2 text-sm text-white/85">
              <Icon name="pickup" className="h-5 w-5 text-brand" />
              {t('freeShipping', { amount: formatMarketPrice(market.freeShippingThreshold, locale, { wholeWhenExact: true }) })}
            </p>
          </div>
          <svg viewBox="0 0 320 160" className="hidden w-full max-w-md justify-self-end lg:block" aria-hidden="true">
            <path d="M20 120h280M40 120l22-42h150l34 28 50 8v6" fill="none" stroke="#ffffff" strokeOpacity=".35" strokeWidth="6" strokeLinejoin="round" />
            <circle cx="90" cy="122" r="22" fill="#c8102e" />
            <circle cx="240" cy="122" r="22" fill="#c8102e" />
            <circle cx="90" cy="122" r="8" fill="#17191c" />
            <circle cx="240" cy="122" r="8" fill="#17191c" />
          </svg>
        </div>
      </section>

      <section aria-labelledby="departments-title" className="mx-auto max-w-[1400px] px-4 py-10">
        <h2 id="departments-title" className="text-2xl font-bold">
          {t('categoriesTitle')}
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
          {DEPARTMENTS.map((d) => (
            <li key={d.slug}>
              <Link
                href={to(`/${d.slug}`)}
                className="flex h-full min-h-28 flex-col items-center justify-center gap-2 rounded-lg border border-line bg-white p-4 text-center font-semibold hover:border-brand hover:text-brand-dark"
              >
                <Icon name={d.icon} className="h-9 w-9 text-brand" />
                <span className="text-sm">{t(`departments.${d.slug}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="deals-title" className="mx-auto max-w-[1400px] px-4 pb-10">
        <SectionHeading id="deals-title" title={t('dealsTitle')} href={to('/lp/deals')} link={t('dealsAll')} />
        <ShopProductGrid items={deals.shelf.items} locale={locale} fitment={deals.fitment} availability={deals.availability} vehicleName={deals.vehicle?.name} />
      </section>

      <RecentlyViewed locale={locale} title={t('recentlyViewed')} />

      <section aria-labelledby="brands-title" className="mx-auto max-w-[1400px] px-4 pb-10">
        <SectionHeading id="brands-title" title={t('brandsTitle')} href={to('/brands')} link={t('brandsAll')} />
        <ul className="mt-4 grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-6">
          {topBrands.map((b) => (
            <li key={b.slug}>
              <Link href={to(`/brands/${b.slug}`)} className="flex min-h-14 items-center justify-center rounded-lg border border-line px-3 text-center font-bold tracking-wide hover:border-brand hover:text-brand-dark">
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-title" className="bg-panel">
        <div className="mx-auto max-w-[1400px] px-4 py-10">
          <h2 id="services-title" className="text-2xl font-bold">
            {t('servicesTitle')}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {services.map((s) => (
              <li key={s.key}>
                <Link href={s.href} className="flex h-full gap-3 rounded-lg bg-white p-5 shadow-sm hover:shadow-md">
                  <Icon name={s.icon} className="h-8 w-8 shrink-0 text-brand" />
                  <span>
                    <span className="block font-bold">{t(`services.${s.key}.title`)}</span>
                    <span className="mt-1 block text-sm text-muted">{s.body}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
