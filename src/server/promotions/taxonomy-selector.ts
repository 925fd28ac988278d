/**
 * The spec's taxonomy_selector (§3): a promo belongs on the shelves whose seoUrl is in the
 * list, or, inverted, on every shelf whose seoUrl is not. Pure, so the rule is tested alone.
 */
export interface TaxonomySelector {
  seoUrls: readonly string[];
  invertSelection: boolean;
}

/** A shelf path compared without its locale prefix, query, trailing slash or letter case: "/es-MX/Parts/Brakes/" is "/parts/brakes". */
export function normalizeSeoUrl(url: string): string {
  const path = url.trim().split(/[?#]/)[0]!.toLowerCase();
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const withoutLocale = withSlash.replace(/^\/(?:en-us|es-mx|pt-br)(?=\/|$)/, '') || '/';
  return withoutLocale.length > 1 ? withoutLocale.replace(/\/+$/, '') : withoutLocale;
}

export function selectorMatches(selector: TaxonomySelector, seoUrl: string): boolean {
  const wanted = normalizeSeoUrl(seoUrl);
  const listed = selector.seoUrls.some((url) => normalizeSeoUrl(url) === wanted);
  return selector.invertSelection ? !listed : listed;
}
