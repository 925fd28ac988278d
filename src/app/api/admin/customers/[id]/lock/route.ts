import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { freeText } from '@/lib/input-text';
import { lockShopperAs, unlockShopperAs } from '@/server/customers/use-cases';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

const Body = z.object({ reason: freeText().trim().max(300).optional() });

/** The shopper's id in the path (better-auth's ids); one that names no shopper is a 404. */
const userIdOf = async (params: Promise<{ id: string }>) => (await params).id.slice(0, 200);

/**
 * POST /api/admin/customers/{id}/lock {reason?} (staff key or token; customers.manage): lock the
 * shopper's account, as the customer's page in the back office does: every session ends at once,
 * sign-in by password or code is refused (ACCOUNT_LOCKED) until unlocked. 404 unknown shopper.
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = Body.safeParse((await readJson(request)) ?? {});
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson(await lockShopperAs(await userIdOf(params), { reason: body.data.reason }, actor));
  });
}

/** DELETE /api/admin/customers/{id}/lock (staff key or token; customers.manage): unlock the account; the shopper may sign in again. */
export function DELETE(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson(await unlockShopperAs(await userIdOf(params), actor));
  });
}
