import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import type { SiteMapNode } from '@/server/catalog/browse';

/** A human (and crawler) readable map of the store. */
export async function SiteMapPage({ locale, tree }: { locale: Locale; tree: SiteMapNode[] }) {
  const t = await getTranslations({ locale, namespace: 'catalog.siteMap' });
  const to = (path: string) => localizedPath(path, locale);
  const shop = [
    { name: t('brands'), path: '/brands' },
    { name: t('deals'), path: '/lp/deals' },
    { name: t('shopByMake'), path: '/shopbymake' },
    { name: t('vinDecoder'), path: '/vin-decoder' },
  ];
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'others', 'siteMap')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {shop.map((link) => (
          <li key={link.path}>
            <Link href={to(link.path)} className="font-semibold text-brand-dark underline">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
      {tree.map((department) => (
        <section key={department.path} aria-labelledby={`map-${department.path}`} className="mt-8">
          <h2 id={`map-${department.path}`} className="border-b border-line pb-1 text-xl font-bold">
            <Link href={to(department.path)} className="hover:underline">
              {department.name}
            </Link>
          </h2>
          <div className="mt-3 columns-1 gap-8 md:columns-2 lg:columns-4">
            {department.children.map((category) => (
              <div key={category.path} className="mb-5 break-inside-avoid">
                <h3 className="font-semibold">
                  <Link href={to(category.path)} className="hover:underline">
                    {category.name}
                  </Link>
                </h3>
                <ul className="mt-1 text-sm">
                  {category.children.map((leaf) => (
                    <li key={leaf.path}>
                      <Link href={to(leaf.path)} className="inline-block py-0.5 text-muted hover:text-ink hover:underline">
                        {leaf.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
