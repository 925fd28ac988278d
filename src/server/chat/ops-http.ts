import type { NextRequest, NextResponse } from 'next/server';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { ApiError, isHttps } from '@/server/platform/http';
import { OPS_COOKIE, OPS_COOKIE_PATH, OPS_SESSION_MS } from '@/server/platform/ops-auth';
import { clientKey } from '@/server/platform/rate-limit';
import { authorize, type Actor } from '@/server/staff/actor';
import { sessionActor } from '@/server/staff/accounts';
import { agentById, type ChatAgent } from './agents';

/** Which agent a console is (the operators' cookie says who may use it; this says under what name). */
export const CHAT_AGENT_COOKIE = 'redline.ops.chatAgent';

/** A signed-in staff member's request (the ops cookie) whose role answers chats: their actor; else 401, or 403 for another role (recorded). */
export async function requireOperatorRequest(request: NextRequest): Promise<Actor> {
  const signedIn = await sessionActor(request.cookies.get(OPS_COOKIE)?.value, clientKey(request.headers));
  if (!signedIn) {
    throw new ApiError(401, { errorCode: 'OPS_SIGN_IN_REQUIRED', errorMessageKey: 'ops.signIn', errorMessageDefault: 'Sign in to the operators’ pages first' });
  }
  await authorize(signedIn.actor, 'chat.answer');
  return signedIn.actor;
}

/** The console's agent, else 409 (pick a display name first). */
export async function requireAgent(request: NextRequest): Promise<ChatAgent> {
  await requireOperatorRequest(request);
  const agent = await agentById(db(), request.cookies.get(CHAT_AGENT_COOKIE)?.value);
  if (!agent) throw new DomainError('conflict', { errorCode: 'CHAT_AGENT_REQUIRED', errorMessageKey: 'ops.chat.agentRequired', errorMessageDefault: 'Pick a display name first' });
  return agent;
}

export function setAgentCookie(response: NextResponse, request: Request, agentId: string): void {
  response.cookies.set(CHAT_AGENT_COOKIE, agentId, { httpOnly: true, sameSite: 'strict', secure: isHttps(request), path: OPS_COOKIE_PATH, maxAge: OPS_SESSION_MS / 1000 });
}
