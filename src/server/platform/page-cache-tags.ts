import { headers } from 'next/headers';
import { PAGE_FILL_ID_HEADER, recordFillTags } from './page-cache';

/**
 * What the page being rendered showed, for the page cache's tags (docs/decisions/040): the read
 * surfaces (`queries.ts` of catalog, search, content, promotions, stores) call it with what they
 * return, so a write drops exactly the cached pages that showed what it changed. Outside a fill
 * (a shopper's own render, a route handler, a script) it does nothing.
 *
 * The fill's id arrives on the render's request headers (set by the proxy, never by a caller);
 * the tags go to the fill in this process's registry, which the proxy reads when the render ends.
 */
export async function tagPage(...tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  let fillId: string | null;
  try {
    fillId = (await headers()).get(PAGE_FILL_ID_HEADER);
  } catch {
    // Not in a request (a script, a test, a job): nothing is being filled.
    return;
  }
  recordFillTags(fillId, tags);
}

/**
 * A read surface that tags the page with what it returned: `tagged(read, (result, ...args) => tags)`.
 * Tags come from the result (and the arguments), after any data cache below, so a read served from
 * the response cache tags the page just the same.
 */
export function tagged<F extends (...args: never[]) => Promise<unknown>>(read: F, tagsOf: (result: Awaited<ReturnType<F>>, ...args: Parameters<F>) => readonly (string | null | undefined | false)[]): F {
  const reading = async (...args: Parameters<F>) => {
    const result = (await read(...args)) as Awaited<ReturnType<F>>;
    await tagPage(...tagsOf(result, ...args).filter((tag): tag is string => typeof tag === 'string'));
    return result;
  };
  return reading as unknown as F;
}
