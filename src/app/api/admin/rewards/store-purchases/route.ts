import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { paramText } from '@/lib/input-text';
import { REWARDS_ID_PATTERN } from '@/lib/rewards';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { recordStorePurchaseAs } from '@/server/orders/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

const StorePurchaseBody = z.object({
  rewardsId: z.string().regex(REWARDS_ID_PATTERN),
  storeNumber: z.string().regex(/^\d{1,6}$/),
  lines: z.array(z.object({ sku: paramText().trim().min(1).max(64), quantity: z.number().int().positive().max(999) })).min(1).max(100),
  /** The till's transaction number: the same one again answers the purchase already recorded (a retry is safe). */
  transactionId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/).optional(),
  /** When it was rung up; now when absent. */
  at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * POST /api/admin/rewards/store-purchases (staff key or token; orders.fulfil for that store): a store's till reports a counter
 * purchase by a rewards member, as `npm run rewards -- purchase` does. 201 with the in-store
 * order number and whether it earned a credit.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = StorePurchaseBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const at = body.data.at ? new Date(body.data.at) : new Date();
    const bought = await recordStorePurchaseAs({ ...body.data, at }, actor, at);
    return privateJson(bought, { status: 201 });
  });
}
