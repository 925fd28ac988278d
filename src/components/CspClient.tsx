'use client';

import { makeZodJitless } from '@/lib/zod-jitless';

declare global {
  // Read by get-nonce (react-remove-scroll, Radix's scroll lock) for the <style> element it adds when a modal opens.
  var __webpack_nonce__: string | undefined;
}

// Run once as the page's first client module loads, before any dialog opens or any form is parsed
// (docs/decisions/029). Only in the browser: the server has no CSP and keeps zod's fast parsers.
if (typeof document !== 'undefined') {
  // The page's CSP nonce, from the scripts Next marked with it; never written into the page's data.
  globalThis.__webpack_nonce__ ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  // zod compiles object parsers with `new Function` when it may; its probe alone is a CSP violation.
  // zod keeps its settings on this global object (whether it loads before or after this line), so
  // the page does not load zod to set it: zod comes with the forms that use it (decision 045).
  makeZodJitless();
}

/**
 * Keeps the libraries that would trip the page's Content-Security-Policy to it: the <style>
 * elements they add at run time carry the page's nonce, and zod parses without eval. Renders nothing.
 */
export function CspClient() {
  return null;
}
