import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { errorEnvelope } from '@/lib/errors';
import { cardErrorDetails, tokenizeLimiter, TOKENIZE_MAX_BYTES } from '@/server/payments/http';
import { InvalidCardError } from '@/server/payments/tokens';
import { createCardToken } from '@/server/payments/use-cases';
import { readBodyText } from '@/server/platform/body';
import { errorResponse, handle, privateJson } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';

const TokenRequest = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(8).default(''),
  name: z.string().max(200).optional(),
});

const badBody = () =>
  errorResponse(400, { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'error_validation_badRequest', errorMessageDefault: 'The body must be a JSON object of card fields' });

/**
 * POST /payments/sandbox/v1/tokens: the sandbox gateway tokenises a card (called by its card
 * frame only). The body is never logged: it holds the card number.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const limit = await tokenizeLimiter.take(clientKey(request.headers));
    if (!limit.allowed) {
      return errorResponse(
        429,
        { errorCode: 'RATE_LIMITED', errorMessageKey: 'payments.error.rateLimited', errorMessageDefault: 'Too many attempts. Please wait a moment and try again.' },
        { headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } },
      );
    }
    const text = await readBodyText(request, TOKENIZE_MAX_BYTES);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return badBody();
    }
    // Only the shape is reported: zod's messages would not echo the values, but nothing here needs them.
    const parsed = TokenRequest.safeParse(json);
    if (!parsed.success) return badBody();
    try {
      return privateJson(await createCardToken(parsed.data), { status: 201 });
    } catch (error) {
      if (!(error instanceof InvalidCardError)) throw error;
      const details = cardErrorDetails(error.fields);
      const response = NextResponse.json({ ...errorEnvelope(details[0]!), errorDetails: details, fields: error.fields }, { status: 400 });
      response.headers.set('Cache-Control', 'private, no-store');
      return response;
    }
  });
}
