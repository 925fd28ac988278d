import { z } from 'zod';
import { env } from '@/server/platform/env';
import type { Executor } from '@/server/db/client';
import { logger } from '@/server/platform/logger';
import { onlineAgentCount } from './agents';

/**
 * Chat agent availability (spec §7): a count of available agents, answered as XML. By default
 * the built-in count of agents whose console is online; with CHAT_AVAILABILITY_URL set, the
 * count comes from that endpoint (a contact-centre's), and a failure there is a 502, which the
 * browser treats as "unavailable".
 */

/** How long the configured endpoint may take before the answer is a 502. */
export const CHAT_AVAILABILITY_UPSTREAM_TIMEOUT_MS = 3_000;

export function availabilityUrl(value = env().CHAT_AVAILABILITY_URL): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const parsed = z.string().url().safeParse(trimmed);
  if (!parsed.success) throw new Error('CHAT_AVAILABILITY_URL must be an absolute URL');
  return parsed.data;
}

export function availabilityXml(count: number): string {
  return `<?xml version="1.0"?><chatAvailability><agentsAvailable>${Math.max(0, Math.trunc(count))}</agentsAvailable></chatAvailability>`;
}

/** The count in an availability answer, or null when there is none. */
export function countFromXml(xml: string): number | null {
  const match = /<agentsAvailable>\s*(\d+)\s*<\/agentsAvailable>/.exec(xml);
  return match ? Number(match[1]) : null;
}

export class UpstreamAvailabilityError extends Error {}

/** Asks the configured endpoint; throws UpstreamAvailabilityError on a timeout, an error status or an answer without a count. */
export async function upstreamCount(url: string, fetcher: typeof fetch = fetch, timeoutMs = CHAT_AVAILABILITY_UPSTREAM_TIMEOUT_MS): Promise<number> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: 'application/xml' }, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new UpstreamAvailabilityError(`chat availability endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new UpstreamAvailabilityError(`chat availability endpoint answered ${response.status}`);
  const count = countFromXml(await response.text());
  if (count === null) throw new UpstreamAvailabilityError('chat availability endpoint answered without agentsAvailable');
  return count;
}

/** The XML response of GET /ecomm/b2c/v1/chat/availability. */
export async function availabilityResponse(executor: Executor, options: { url?: string | null; fetcher?: typeof fetch } = {}): Promise<Response> {
  const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-store' };
  const url = options.url === undefined ? availabilityUrl() : options.url;
  if (!url) return new Response(availabilityXml(await onlineAgentCount(executor)), { headers });
  try {
    return new Response(availabilityXml(await upstreamCount(url, options.fetcher)), { headers });
  } catch (error) {
    if (!(error instanceof UpstreamAvailabilityError)) throw error;
    logger.warn({ err: error }, 'chat availability pass-through failed');
    return new Response(null, { status: 502, headers: { 'cache-control': 'no-store' } });
  }
}
