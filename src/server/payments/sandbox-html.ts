import type { Locale } from '@/lib/markets';

/**
 * What the built-in sandbox's own pages share (the deferred payments' pay page, decision 057;
 * PayPal's stand-in, decision 060; the card frame, decision 014): HTML escaping, and for the two
 * pay pages their document, their Content-Security-Policy and their response headers.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const BASE_STYLE = `body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;margin:0;padding:24px;color:#17191c;background:#f4f5f6}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #d9dadc;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 8px}
p{margin:8px 0;line-height:1.4}
.amount{font-size:24px;font-weight:800}
button{min-height:44px;padding:0 20px;font-weight:700;font-size:16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #17191c;outline-offset:2px}
.state{font-weight:700}`;

/** A sandbox pay page: its title, its own style rules after the shared ones, and the inside of its `<main>` (already escaped). */
export function sandboxDocument({ locale, nonce, title, style, main }: { locale: Locale; nonce: string; title: string; style: string; main: string }): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
${BASE_STYLE}
${style}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** The pay page's response: no script at all, its one style block by nonce, forms posting to itself; never cached, never referred. */
export function sandboxPageResponse(html: string, nonce: string): Response {
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
