import { siteOrigin } from '@/server/platform/origin';

export const dynamic = 'force-dynamic';

/** Shopper-private and transactional paths stay out of search engines; the rest is crawlable. */
const PRIVATE = ['/cart', '/checkout', '/orderConfirmation', '/user', '/signin', '/trackOrder', '/wallet', '/myWarranties', '/searchresult', '/api/', '/ecomm/', '/errorPage'];

/** GET /robots.txt, with each locale's copy of the private paths and the sitemap's address. */
export async function GET() {
  const origin = (await siteOrigin()).origin;
  const disallow = ['', '/es-MX', '/pt-BR'].flatMap((prefix) => PRIVATE.filter((p) => !prefix || !p.endsWith('/')).map((p) => `Disallow: ${prefix}${p}`));
  const body = ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
