import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/lib/dates';
import { localizedPath, type Locale } from '@/lib/markets';
import { currentCircular } from '@/server/promotions/queries';
import type { ProductGridPart } from './parts';

/**
 * This week's circular for the market (the /circular page and the `circular` embed of the
 * folleto/folheto content pages): the edition's dates and its featured deals from the
 * catalogue, at the market's prices, each linking to its product page.
 */
export async function CircularSection({ locale, headingLevel = 2, ProductGrid }: { locale: Locale; headingLevel?: 1 | 2; ProductGrid: ProductGridPart }) {
  const t = await getTranslations({ locale, namespace: 'promotions.circular' });
  const circular = await currentCircular(locale);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (!circular || !circular.deals.length) {
    return (
      <section data-testid="circular" className="rounded-lg border border-line p-4">
        <Heading className="text-xl font-bold">{t('title')}</Heading>
        <p className="mt-2 text-muted">{t('empty')}</p>
        <Link href={localizedPath('/lp/deals', locale)} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
          {t('seeAll')}
        </Link>
      </section>
    );
  }
  const { edition, deals } = circular;
  return (
    <section data-testid="circular" aria-labelledby={`circular-${edition.id}`}>
      <Heading id={`circular-${edition.id}`} className={headingLevel === 1 ? 'text-3xl font-extrabold' : 'text-2xl font-bold'}>
        {edition.title}
      </Heading>
      <p className="mt-1 font-semibold" data-testid="circular-dates">
        {t('validDates', { from: formatDay(edition.startsOn, locale, 'long'), to: formatDay(edition.endsOn, locale, 'long') })}
      </p>
      <p className="mt-1 text-muted">{t('intro')}</p>
      <ProductGrid items={deals} locale={locale} />
      <Link href={localizedPath('/lp/deals', locale)} className="mt-4 inline-flex min-h-11 items-center font-semibold underline">
        {t('seeAll')}
      </Link>
    </section>
  );
}
