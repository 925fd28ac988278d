import { siteOrigin } from '@/server/platform/origin';
import { securityTxt } from '@/server/platform/security-txt';

export const dynamic = 'force-dynamic';

/** GET /.well-known/security.txt (RFC 9116): the security contact, an expiry under a year away, the file's own address. */
export async function GET() {
  const body = securityTxt((await siteOrigin()).origin);
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
}
