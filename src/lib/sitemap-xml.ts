import { LOCALES, localizedPath, type Locale } from './markets';

const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A sitemap index: one <sitemap> per file. */
export function sitemapIndexXml(origin: string, names: string[]): string {
  const items = names.map((name) => `<sitemap><loc>${escape(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

/**
 * A sitemap file: each page once, in the default locale, with its other-language versions as
 * hreflang alternates. A page that exists in some locales only (a Mexican store) names them:
 * it is listed in the first of them, with the others as its alternates.
 */
export function sitemapXml(origin: string, entries: { path: string; lastModified?: Date; locales?: readonly Locale[] }[]): string {
  const urls = entries
    .map(({ path, lastModified, locales = LOCALES }) => {
      const alternates = locales.length > 1 ? locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escape(origin + localizedPath(path, l))}"/>`).join('') : '';
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
      return `<url><loc>${escape(origin + localizedPath(path, locales[0]!))}</loc>${lastmod}${alternates}</url>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`;
}
