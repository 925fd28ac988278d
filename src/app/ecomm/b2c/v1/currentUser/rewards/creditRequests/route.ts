import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { memberFromHeaders } from '@/server/customers/member';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, errorResponse, handle, privateJson, requestLocale } from '@/server/platform/http';
import type { CreditRequest } from '@/server/rewards/credit-requests';
import { memberCreditRequests } from '@/server/rewards/queries';
import { submitCreditRequest } from '@/server/rewards/use-cases';
import { rewardsCardNotFound } from '@/server/rewards/activity';

const Body = z.object({
  receiptNumber: z.string().max(64),
  storeNumber: z.string().max(16).optional(),
  /** YYYY-MM-DD. */
  purchaseDate: z.string().max(16),
  /** Before tax, as printed ("25.00"). */
  amount: z.string().max(32),
});

const signedOut = () => new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'rewards.page.errors.signedOut', errorMessageDefault: 'Sign in to see your Rewards' });

const view = (r: CreditRequest) => ({
  id: r.id,
  receiptNumber: r.receiptNumber,
  storeNumber: r.storeNumber,
  purchaseDate: r.purchasedOn,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  reason: r.status === 'refused' ? r.reason : null,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
});

/** GET /ecomm/b2c/v1/currentUser/rewards/creditRequests: the member's missed-purchase requests, newest first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { market } = requestLocale(request);
    if (!market.rewards) throw rewardsCardNotFound();
    const member = await memberFromHeaders(request.headers);
    if (!member) throw signedOut();
    return privateJson({ requests: (await memberCreditRequests(member.id)).map(view) });
  });
}

/**
 * POST /ecomm/b2c/v1/currentUser/rewards/creditRequests {receiptNumber, storeNumber?, purchaseDate, amount}
 * (issue 8): ask for a missed purchase to be credited -> 201 with the pending request. 400 with the
 * first field problem, 403 without rewards (or from another site), 409 for the same receipt twice
 * or a purchase already credited.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { locale, market } = requestLocale(request);
    if (!market.rewards) throw rewardsCardNotFound();
    const member = await memberFromHeaders(request.headers);
    if (!member) throw signedOut();
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const outcome = await submitCreditRequest(member.id, body.data, locale);
    if (!outcome.ok) {
      const [field, error] = Object.entries(outcome.errors)[0]!;
      return errorResponse(400, { errorCode: 'VALIDATION_FAILED', errorMessageKey: error.key, errorMessageDefault: `${field}: invalid`, ...(error.values ? { errorMessageValues: error.values } : {}) });
    }
    return privateJson({ request: view(outcome.request) }, { status: 201 });
  });
}
