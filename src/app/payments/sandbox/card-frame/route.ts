import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/markets';
import { translatorFor } from '@/i18n/catalogues';
import { cardFrameCsp, renderCardFrame } from '@/server/payments/card-frame';

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** A bare origin (scheme, host, port) or null. */
function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * GET /payments/sandbox/card-frame?locale=en-US&origin=https://shop.example: the sandbox
 * gateway's card fields, a standalone page for the checkout's iframe (docs/decisions/014).
 * `origin` is the storefront page the frame answers; the frame itself refuses any origin
 * but its own, since this gateway is served by the storefront.
 */
export async function GET(request: NextRequest) {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) return plain(400, `Unsupported locale: ${locale}`);
  const rawOrigin = params.get('origin');
  const origin = rawOrigin === null ? new URL(request.url).origin : parseOrigin(rawOrigin);
  if (!origin) return plain(400, 'origin must be an http(s) origin');
  const nonce = randomBytes(16).toString('base64');
  const t = await translatorFor(locale);
  const html = renderCardFrame({ locale, origin, nonce, t: (key) => t(key as never) });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': cardFrameCsp(nonce),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
