import { z } from 'zod';
import { LOG_BODY_MAX_BYTES, LOG_MESSAGE_MAX_CHARACTERS, LOG_RATE_LIMIT_PER_MINUTE } from '@/lib/constants';
import { type CallLimiter, callLimiter } from './rate-limit';

/** The body of POST /api/log (spec §7): a message, a level and optional meta. */
export const ClientLogSchema = z.object({
  message: z.string().trim().min(1).max(LOG_MESSAGE_MAX_CHARACTERS),
  level: z.enum(['info', 'error', 'verbose', 'success']),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ClientLog = z.infer<typeof ClientLogSchema>;

export const CLIENT_LOG_MAX_BYTES = LOG_BODY_MAX_BYTES;

const globalLimiter = globalThis as unknown as { __clientLogLimiter?: CallLimiter };
export const clientLogLimiter = (globalLimiter.__clientLogLimiter ??= callLimiter('client-log', LOG_RATE_LIMIT_PER_MINUTE, 60_000));
