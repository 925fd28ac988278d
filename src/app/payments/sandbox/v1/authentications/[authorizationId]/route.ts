import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { PaymentGatewayError, sandboxGateway } from '@/server/payments/gateway';
import { readJson } from '@/server/platform/body';
import { errorResponse, handle, privateJson } from '@/server/platform/http';

type Context = { params: Promise<{ authorizationId: string }> };

/** A sandbox authorisation id (tokens.ts newId('auth')). */
const AUTHORIZATION_ID = /^auth_[A-Za-z0-9_-]{24}$/;
const AuthenticationAnswer = z.object({ outcome: z.enum(['complete', 'fail']) });

const notFound = () => errorResponse(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'checkout.errors.failed', errorMessageDefault: 'No such authentication' });

/**
 * POST /payments/sandbox/v1/authentications/<authorizationId> `{ outcome: 'complete' | 'fail' }`:
 * the shopper's answer to the sandbox bank's 3-D Secure challenge (checkout's challenge dialog;
 * decision 059). 200 with where the authorisation now stands; the same answer again changes
 * nothing; 409 when it waits for no challenge (voided, answered otherwise). 404 unless the
 * built-in sandbox gateway is in use. The order itself is finished by the commit that follows.
 */
export async function POST(request: NextRequest, { params }: Context) {
  return handle(async () => {
    const { authorizationId } = await params;
    const sandbox = sandboxGateway();
    if (!sandbox || !AUTHORIZATION_ID.test(authorizationId)) return notFound();
    const body = AuthenticationAnswer.safeParse(await readJson(request));
    if (!body.success) return errorResponse(400, { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'error_validation_badRequest', errorMessageDefault: "The body must be { outcome: 'complete' | 'fail' }" });
    try {
      const found = await sandbox.authenticate(authorizationId, body.data.outcome);
      return privateJson({ status: found.status });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.code === 'authorization_not_found') return notFound();
      return errorResponse(409, { errorCode: 'AUTHENTICATION_CLOSED', errorMessageKey: 'checkout.errors.failed', errorMessageDefault: 'This payment no longer waits for an authentication' });
    }
  });
}
