/**
 * Which links an operator may put in the store's content (banners, the menu, the footer): a path
 * on this site, a fragment, or an http(s), mailto or tel address. Any other scheme (javascript:,
 * data:, vbscript:, file:) could run script in the shopper's page or leave it for a file. Browsers
 * drop tabs and line breaks inside a URL and leading spaces and control characters, so
 * "java\tscript:" is javascript: to them: those are dropped before the scheme is read.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

export function isSafeHref(href: string): boolean {
  const seen = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** The keys of the content documents and banners whose values are links (documents.ts). */
export const CONTENT_LINK_KEYS: ReadonlySet<string> = new Set(['CTALink', 'imageUrl', 'href', 'cta_link', 'link_cta']);

/**
 * Stored content with every unsafe link under CONTENT_LINK_KEYS replaced by "#", and how many
 * there were: what was written before links were checked never reaches a page as it was.
 */
export function withSafeLinks(value: unknown): { value: unknown; replaced: number } {
  let replaced = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, v]) => {
        if (CONTENT_LINK_KEYS.has(key) && typeof v === 'string' && !isSafeHref(v)) {
          replaced++;
          return [key, '#'];
        }
        return [key, walk(v)];
      }),
    );
  };
  const out = walk(value);
  return { value: out, replaced };
}
