/**
 * What the error boundary shows (docs/decisions/028): the App Router hands a page's render error
 * to the browser without its cause, so the boundary asks GET /api/status. A 503 there is a
 * database outage ("we're having trouble, try again in a moment"); anything else, or no answer,
 * keeps "something is not working".
 */
export const STATUS_PATH = '/api/status';

export type BoundaryKind = 'outage' | 'error';

export function boundaryKind(probe: { status: number } | null): BoundaryKind {
  return probe?.status === 503 ? 'outage' : 'error';
}

/** Ask the status route; never throws. */
export async function probeOutage(fetcher: typeof fetch = fetch): Promise<BoundaryKind> {
  try {
    const response = await fetcher(STATUS_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
    return boundaryKind(response);
  } catch {
    return boundaryKind(null);
  }
}
