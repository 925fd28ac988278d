import { toNextJsHandler } from 'better-auth/next-js';
import { auth } from '@/server/customers/auth';
import { authRequest } from '@/server/customers/sign-in-guard';

/**
 * better-auth's HTTP endpoints (/api/auth/*): rate-limited per caller and, for passwords, per
 * account (sign-in-guard.ts), and origin-checked; the pages use server actions.
 */
const handler = () => toNextJsHandler(auth());

export const GET = (request: Request) => authRequest(request, (forwarded) => handler().GET(forwarded));
export const POST = (request: Request) => authRequest(request, (forwarded) => handler().POST(forwarded));
