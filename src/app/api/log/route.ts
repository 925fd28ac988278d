import type { NextRequest } from 'next/server';
import { CLIENT_LOG_MAX_BYTES, ClientLogSchema, clientLogLimiter } from '@/server/platform/client-log';
import { readBodyText } from '@/server/platform/body';
import { badRequest, errorResponse, handle } from '@/server/platform/http';
import { logFromClient } from '@/server/platform/logger';
import { clientKey } from '@/server/platform/rate-limit';

/** POST /api/log: the browser's logs (errors, missing translation labels); validated, capped and rate-limited. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const limit = await clientLogLimiter.take(clientKey(request.headers));
    if (!limit.allowed) {
      return errorResponse(
        429,
        { errorCode: 'RATE_LIMITED', errorMessageKey: 'error_log_rateLimited', errorMessageDefault: 'Too many log messages' },
        { headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      );
    }
    const text = await readBodyText(request, CLIENT_LOG_MAX_BYTES);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return errorResponse(400, { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'error_validation_badRequest', errorMessageDefault: 'The body must be JSON' });
    }
    const parsed = ClientLogSchema.safeParse(json);
    if (!parsed.success) return badRequest(parsed.error.issues, request);
    logFromClient(parsed.data.level, parsed.data.message, { ...parsed.data.meta, userAgent: request.headers.get('user-agent') ?? '' });
    return new Response(null, { status: 204 });
  });
}
