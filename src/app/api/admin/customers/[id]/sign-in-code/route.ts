import type { NextRequest } from 'next/server';
import { resendSignInCodeAs } from '@/server/customers/use-cases';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * POST /api/admin/customers/{id}/sign-in-code (staff key or token; customers.manage): e-mail the
 * shopper a fresh sign-in code through the outbox, in their language, as the customer's page in
 * the back office does. 404 unknown shopper, 409 CUSTOMER_LOCKED (unlock first), 429
 * TOO_MANY_CODES with Retry-After (as many a minute as the shopper may ask for).
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const userId = (await params).id.slice(0, 200);
    return privateJson(await resendSignInCodeAs(userId, actor), { status: 202 });
  });
}
