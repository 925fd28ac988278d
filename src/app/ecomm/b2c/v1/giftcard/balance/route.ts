import { NextResponse, type NextRequest } from 'next/server';
import { errorEnvelope } from '@/lib/errors';
import { giftCardFormSchema } from '@/lib/validation/gift-card';
import { GIFT_CARD_RATE_LIMITED, giftCardBalanceLimiter, giftCardFormErrors } from '@/server/giftcards/http';
import { checkBalanceAs } from '@/server/giftcards/queries';
import { readJson } from '@/server/platform/body';
import { errorResponse, handle, privateJson, requestLocale } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';

/**
 * POST /ecomm/b2c/v1/giftcard/balance?locale= { cardNumber, pin }: the card's balance in the
 * locale's currency, { balance (minor units), currency, last4 }, or the error envelope. Rate
 * limited per caller, wrong PINs slowed per (card, caller) (429 pinWait with Retry-After); the
 * body is never logged or echoed.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = clientKey(request.headers);
    const limit = await giftCardBalanceLimiter.take(caller);
    if (!limit.allowed) {
      return errorResponse(429, GIFT_CARD_RATE_LIMITED, { headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } });
    }
    const { market } = requestLocale(request);
    const parsed = giftCardFormSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      const details = giftCardFormErrors(parsed.error.issues);
      const response = NextResponse.json({ ...errorEnvelope(details[0]!), errorDetails: details }, { status: 400 });
      response.headers.set('Cache-Control', 'private, no-store');
      return response;
    }
    const { balance, last4 } = await checkBalanceAs({ number: parsed.data.cardNumber, pin: parsed.data.pin, currency: market.currency }, caller);
    return privateJson({ balance: balance.amount, currency: balance.currency, last4 });
  });
}
