import { randomUUID } from 'node:crypto';
import { PAGE_FILL_ID_HEADER, pageBytes, pageCacheState, pageStore } from '@/server/platform/page-cache';

/**
 * Page-cache fills in integration tests (docs/decisions/040): a fill is a render whose request
 * carries its id (the proxy's header), with the fill registered in this process, as the proxy
 * does it. A test file stands Next's request headers in with these:
 *
 *   vi.mock('next/headers', async () => (await import('<path>/tests/integration/page-fills')).fillHeaders);
 */
const fillRequest: { id: string | null } = { id: null };

/** next/headers' `headers()`, carrying the current fill's id while `tagsOfFill` renders. */
export const fillHeaders = { headers: async () => new Headers(fillRequest.id ? { [PAGE_FILL_ID_HEADER]: fillRequest.id } : {}) };

/** The tags a render recorded while it filled a page. */
export async function tagsOfFill(render: () => Promise<unknown>): Promise<Set<string>> {
  const id = randomUUID();
  const fill = { placeholder: randomUUID(), tags: new Set<string>() };
  pageCacheState().fills.set(id, fill);
  fillRequest.id = id;
  try {
    await render();
  } finally {
    fillRequest.id = null;
    pageCacheState().fills.delete(id);
  }
  return fill.tags;
}

/** A page stored with these tags, as the proxy stores a fill. */
export function storePage(key: string, tags: Iterable<string>): void {
  const parts = [Buffer.from('<html>'), Buffer.from('</html>')];
  const list = [...tags];
  pageStore().set(key, { status: 200, headers: [], parts, tags: list, bytes: pageBytes(parts, [], list), expiresAt: Number.MAX_SAFE_INTEGER });
}
