import type { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { db } from '@/server/db/client';
import { readJson } from '@/server/platform/body';
import { DomainError } from '@/server/platform/domain-error';
import { ApiError, badRequest, isHttps } from '@/server/platform/http';
import { type CallLimiter, callLimiter } from '@/server/platform/rate-limit';
import { conversationBySecret, type Conversation } from './conversations';

/** The shopper's conversation secret: HttpOnly, sent to the chat API only. */
export const CHAT_COOKIE = 'redline.chat';
export const CHAT_COOKIE_PATH = '/ecomm/b2c/v1/chat';
/** A conversation's cookie outlives a browser restart by a day at most. */
export const CHAT_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** New conversations per caller (address) in CHAT_STARTS_WINDOW_MS. */
export const CHAT_STARTS_PER_CALLER = 5;
export const CHAT_STARTS_WINDOW_MS = 10 * 60_000;
/** Messages per conversation (either side's sender) in a minute. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

const limiters = globalThis as unknown as { __chatStartLimiter?: CallLimiter; __chatMessageLimiter?: CallLimiter };
export const chatStartLimiter = (limiters.__chatStartLimiter ??= callLimiter('chat-start', CHAT_STARTS_PER_CALLER, CHAT_STARTS_WINDOW_MS));
export const chatMessageLimiter = (limiters.__chatMessageLimiter ??= callLimiter('chat-message', CHAT_MESSAGES_PER_MINUTE, 60_000));

/** 429 with Retry-After, like the store's other limits (a per-caller limit: HTTP's layer, not the chat's). */
export function rateLimited(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    { errorCode: 'RATE_LIMITED', errorMessageKey: 'chat.errors.rateLimited', errorMessageDefault: `Too many messages; try again in ${retryAfterSeconds} s` },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** The request's JSON body (bounded: body.ts) parsed with `schema`; a 400 response when it does not fit. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { response: NextResponse }> {
  const parsed = schema.safeParse(await readJson(request, { ifNotJson: undefined }));
  return parsed.success ? { data: parsed.data } : { response: await badRequest(parsed.error.issues, request) };
}

/** The conversation this request's cookie is bound to; a 404 without one. */
export async function requireShopperConversation(request: NextRequest): Promise<Conversation> {
  const conversation = await conversationBySecret(db(), request.cookies.get(CHAT_COOKIE)?.value);
  if (!conversation) throw new DomainError('notFound', { errorCode: 'CHAT_NOT_FOUND', errorMessageKey: 'chat.errors.notFound', errorMessageDefault: 'There is no chat open' });
  return conversation;
}

export function setChatCookie(response: NextResponse, request: Request, secret: string): void {
  response.cookies.set(CHAT_COOKIE, secret, { httpOnly: true, sameSite: 'lax', secure: isHttps(request), path: CHAT_COOKIE_PATH, maxAge: CHAT_COOKIE_MAX_AGE_S });
}
