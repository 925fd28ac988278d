/**
 * How the operators' page shows a stored e-mail: its HTML in a sandboxed frame that runs no
 * script and opens links in a new tab, and every link of the message as a plain list, so reset
 * links and the like can be followed in the demo.
 */

/** The frame's attributes: no scripts, no same-origin access; links may open a normal new tab. */
export const PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** What the frame's document adds to the mail's head: no script or fetch at all, and links open outside the frame. */
const HEAD = `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; font-src data:"><base target="_blank">`;

/** The `srcdoc` of the preview frame: the message's HTML with HEAD first in its head. */
export function previewDocument(html: string): string {
  if (/<head(\s[^>]*)?>/i.test(html)) return html.replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}${HEAD}`);
  if (/<html(\s[^>]*)?>/i.test(html)) return html.replace(/<html(\s[^>]*)?>/i, (tag) => `${tag}<head>${HEAD}</head>`);
  return `<!DOCTYPE html><html><head>${HEAD}</head><body>${html}</body></html>`;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The http(s) links of a message, from its text and its HTML's hrefs, each once, in order of appearance. */
export function linksIn(text: string, html: string): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href\s*=\s*"(https?:[^"]+)"|href\s*=\s*'(https?:[^']+)'/gi)].map((m) => decodeEntities(m[1] ?? m[2]!));
  return [...new Set([...fromText, ...fromHtml].map((link) => link.replace(/[.,;:!?]+$/, '')))];
}
