import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/markets';
import { promosForShelf } from '@/server/promotions/queries';

/**
 * The promos of a shelf (spec §3 taxonomy_selector): those whose seoUrl list holds this shelf's
 * path, or (inverted) does not. `seoUrl` is the shelf's canonical path without locale, e.g.
 * /parts/brakes, /brands/acme, /deals/hotDeal. Renders nothing when none applies.
 */
export async function TaxonomyPromos({ locale, seoUrl }: { locale: Locale; seoUrl: string }) {
  const promos = await promosForShelf(locale, seoUrl);
  if (!promos.length) return null;
  const t = await getTranslations({ locale, namespace: 'promotions.taxonomy' });
  return (
    <aside aria-label={t('label')} data-testid="taxonomy-promos" className="mt-4 flex flex-col gap-2">
      {promos.map((promo) => (
        <p key={promo.id} data-testid="taxonomy-promo" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-alert px-4 py-3 text-sm">
          <span className="font-semibold">{promo.textContent}</span>
          {promo.ctaLink && promo.ctaName ? (
            <Link href={localizedPath(promo.ctaLink, locale)} className="inline-flex min-h-11 items-center font-bold underline">
              {promo.ctaName}
            </Link>
          ) : null}
        </p>
      ))}
    </aside>
  );
}
