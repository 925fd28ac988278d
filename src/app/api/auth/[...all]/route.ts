import { toNextJsHandler } from 'better-auth/next-js';
import { auth } from '@/server/customers/auth';

/** better-auth's HTTP endpoints (/api/auth/*): rate-limited and origin-checked; the pages use server actions. */
const handler = () => toNextJsHandler(auth());

export const GET = (request: Request) => handler().GET(request);
export const POST = (request: Request) => handler().POST(request);
