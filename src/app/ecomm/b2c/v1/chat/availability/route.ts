import { availabilityResponse } from '@/server/chat/queries';
import { handle } from '@/server/platform/http';

export const dynamic = 'force-dynamic';

/**
 * GET /ecomm/b2c/v1/chat/availability (spec §7, no credentials): XML with the count of available
 * agents, never cached. Passed through to CHAT_AVAILABILITY_URL when set (a failure there is a 502).
 */
export function GET() {
  return handle(() => availabilityResponse());
}
