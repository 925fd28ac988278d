/**
 * The page cache's contract (issue 21, docs/decisions/040): the proxy fills a catalogue page by
 * rendering it once with this request header and without the shopper's cookies, stores the HTML
 * and serves it to every shopper of the market with a fresh CSP nonce. The proxy alone sets the
 * header (it drops any a caller sends).
 */
export const PAGE_FILL_HEADER = 'x-redline-page-fill';
