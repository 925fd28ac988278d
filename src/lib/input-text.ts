import { z } from 'zod';
import { isCleanParam, isCleanText } from './clean-text';

/**
 * zod strings for text that may reach the database or a page from a URL (route schemas, page
 * parsers). The checks themselves are in clean-text.ts (no zod: the browser's parsers use them,
 * docs/decisions/045), re-exported here for the server's callers.
 */
export { decodeSegment, decodeSegments, isCleanParam, isCleanPath, isCleanText, MAX_PATH_LENGTH } from './clean-text';

/**
 * A zod string for a URL parameter: refused (invalid format, said in the request's language)
 * when it holds a control character or a lone surrogate. Chain the field's own rules after it.
 */
export const paramText = () => z.string().refine(isCleanParam, { error: 'validation.request.invalidFormat' });

/** A zod string for free text in a body: as paramText, but tabs and line breaks are kept. */
export const freeText = () => z.string().refine(isCleanText, { error: 'validation.request.invalidFormat' });

/**
 * The query of a request as a route's schema reads it, the first value of each parameter:
 * every value must be clean (paramText), and a parameter sent twice is refused rather than
 * silently read one way here and another way elsewhere.
 */
export const QueryInput = z.array(z.tuple([z.string(), z.string()])).transform((pairs, ctx) => {
  const query: Record<string, string> = {};
  for (const [key, value] of pairs) {
    if (!isCleanParam(key) || !isCleanParam(value)) {
      ctx.addIssue({ code: 'custom', path: [isCleanParam(key) ? key : 'request'], message: 'validation.request.invalidFormat' });
    } else if (key in query) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'validation.request.invalid' });
    } else query[key] = value;
  }
  return query;
});
