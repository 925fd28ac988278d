/**
 * Text that may reach the database or a page from a URL (path segments, query parameters):
 * never a control character (NUL among them, which PostgreSQL refuses in text and jsonb and
 * would turn into a 500), never half of a surrogate pair (what a malformed UTF-8 escape can
 * leave). Isomorphic: route schemas, page parsers and the shelf's URL state all use it.
 */

/** C0 controls and DEL (tab and newlines included: no URL parameter of ours holds a line break). */
const CONTROL = /[\u0000-\u001F\u007F]/;
/** Free text (a message, an address line) may hold tabs and line breaks, never the other controls. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a URL parameter or path segment is clean: no control characters, well-formed UTF-16. */
export function isCleanParam(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Whether free text is clean: as a parameter, but tabs and line breaks are allowed. */
export function isCleanText(value: string): boolean {
  return !CONTROL_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * A path segment as the shopper typed it: percent-decoded, or null when the escape is malformed
 * (`%E0%A4%A`, an overlong `%C0%AE`) or decodes to a control character. A page answers null with
 * its not-found page, never a 500.
 */
export function decodeSegment(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isCleanParam(decoded) ? decoded : null;
}

/** Every segment decoded, or null when any one is not (see decodeSegment). */
export function decodeSegments(raw: readonly string[]): string[] | null {
  const decoded = raw.map(decodeSegment);
  return decoded.every((s): s is string => s !== null) ? decoded : null;
}

/** The longest path the proxy passes on (src/proxy.ts answers 414 beyond), in characters as the URL writes them. */
export const MAX_PATH_LENGTH = 2048;

/**
 * Whether every segment of a raw (still percent-encoded) URL path decodes to clean text, and
 * what it decodes to does too: a double-encoded broken escape (`%25E0%25A4%25A`) decodes to
 * `%E0%A4%A`, which the locale routing's rewrite hands Next to decode again (a 500). No page's
 * segment holds a `%` of its own.
 */
export function isCleanPath(pathname: string): boolean {
  return pathname.split('/').every((segment) => {
    const decoded = decodeSegment(segment);
    return decoded !== null && (!decoded.includes('%') || decodeSegment(decoded) !== null);
  });
}
