import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentMarkdown } from '@/features/content/ContentMarkdown';
import { LOCALES, type Locale } from '@/lib/markets';
import { ContentPageSchema, type ContentPage } from './page-document';
import { PAGE_SEED } from './pages-seed';
import { contentSeed } from './seed-data';

/** The pages each market has (issue 9); any other slug is not found in that market. */
const SLUGS: Record<Locale, string[]> = {
  'en-US': ['termsAndConditions', 'faqs', 'loan-a-tool', 'in-our-stores', 'store-pick-up', 'redline-mobile-app', 'repair-help', 'find-a-repair-shop', 'affiliate-program', 'fix-finder', 'store-services', 'savings'],
  'es-MX': ['termsAndConditions', 'faqs', 'in-our-stores', 'recoge-en-tienda', 'expansion-de-tiendas', 'redline-mobile-app', 'repair-help', 'store-services', 'folleto', 'savings'],
  'pt-BR': ['faqs', 'store-services', 'folheto', 'nossahistoria', 'informacoeslegais'],
};
const TERMS_ANCHORS = ['privacyPolicy', 'rulesAndRegulations', 'secureShopping', 'rewardsProgramRules', 'returnsPolicy'];

const pages = LOCALES.flatMap((locale) => Object.entries(PAGE_SEED[locale]).map(([slug, page]) => ({ locale, slug, page })));
const anchors = (page: ContentPage | undefined) => (page?.sections ?? []).map((s) => s.anchor).filter(Boolean);
const markdownOf = (page: ContentPage) => [page.intro ?? '', ...page.sections.map((s) => s.body)];
const linksIn = (markdown: string) => [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);

/** Whether an internal link lands on a seeded page of the market (and on an anchor that page has). */
function brokenLpLink(href: string, locale: Locale): string | null {
  const match = /^\/lp\/([^#?]+)(?:\?[^#]*)?(?:#(.+))?$/.exec(href);
  if (!match) return null;
  const [, slug, anchor] = match;
  if (slug === 'deals') return null; // /lp/deals is the deals landing page, not a content page
  const target = PAGE_SEED[locale][slug!];
  if (!target) return `${href}: no page "${slug}" in ${locale}`;
  if (anchor && !anchors(target).includes(anchor)) return `${href}: no section #${anchor} in ${locale}/${slug}`;
  return null;
}

describe('the seeded content pages', () => {
  it.each(LOCALES)('%s has exactly its own pages', (locale) => {
    expect(Object.keys(PAGE_SEED[locale]).sort()).toEqual([...SLUGS[locale]].sort());
  });

  it.each(pages.map((p) => [`${p.locale}/${p.slug}`, p.page] as const))('%s parses as a ContentPage', (_, page) => {
    const result = ContentPageSchema.safeParse(page);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('gives the US and Mexican terms every anchor the site links to', () => {
    for (const locale of ['en-US', 'es-MX'] as const) {
      expect(anchors(PAGE_SEED[locale].termsAndConditions)).toEqual(expect.arrayContaining(TERMS_ANCHORS));
    }
  });

  it('has a rewards FAQ where the rewards programme runs, and none in Brazil', () => {
    expect(anchors(PAGE_SEED['en-US'].faqs)).toContain('rewards');
    expect(anchors(PAGE_SEED['es-MX'].faqs)).toContain('rewards');
    expect(anchors(PAGE_SEED['pt-BR'].faqs)).not.toContain('rewards');
  });

  it('embeds the weekly circular in the Mexican folleto and the Brazilian folheto', () => {
    expect(PAGE_SEED['es-MX'].folleto?.sections.map((s) => s.embed)).toContain('circular');
    expect(PAGE_SEED['pt-BR'].folheto?.sections.map((s) => s.embed)).toContain('circular');
  });

  it('writes only the Markdown the renderer shows: no raw HTML, no broken tables', () => {
    const problems = pages.flatMap(({ locale, slug, page }) =>
      markdownOf(page).flatMap((md) => [
        ...(/<\/?[a-z][^>]*>/i.test(md) ? [`${locale}/${slug}: raw HTML`] : []),
        ...(/<p[^>]*>\s*\|/.test(renderToStaticMarkup(createElement(ContentMarkdown, { source: md, locale, newTabLabel: '' }))) ? [`${locale}/${slug}: a table row outside a table`] : []),
      ]),
    );
    expect(problems).toEqual([]);
    // Rendering every seeded page's Markdown takes a few seconds on a busy 2-core machine.
  }, 30_000);

  it('links internally without a locale, and only to pages and anchors the market has', () => {
    const problems = pages.flatMap(({ locale, slug, page }) =>
      markdownOf(page)
        .flatMap(linksIn)
        .flatMap((href) => {
          if (/^\/(?:en-US|es-MX|pt-BR)(?:[/#?]|$)/.test(href)) return [`${locale}/${slug}: ${href} carries a locale`];
          const broken = brokenLpLink(href, locale);
          return broken ? [`${locale}/${slug}: ${broken}`] : [];
        }),
    );
    expect(problems).toEqual([]);
  });
});

describe('the seeded navigation, footer and banners', () => {
  function hrefs(value: unknown): string[] {
    if (Array.isArray(value)) return value.flatMap(hrefs);
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, v]) => (['href', 'CTALink', 'cta_link', 'link_cta'].includes(key) && typeof v === 'string' ? [v] : hrefs(v)));
  }

  it.each(LOCALES)('%s links only to content pages and anchors it has', (locale) => {
    const links = [...hrefs(contentSeed.topNav[locale]), ...hrefs(contentSeed.footer[locale]), ...hrefs(contentSeed.banners.filter((b) => b.locale === locale))];
    expect(links.filter((href) => href.startsWith('/lp/')).length).toBeGreaterThan(0);
    expect(links.map((href) => brokenLpLink(href, locale)).filter(Boolean)).toEqual([]);
  });
});
