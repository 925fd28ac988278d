import type { Locale } from '@/lib/markets';
import { CARD_ERROR_KEYS, CARD_EXPIRY_MAX_YEARS_AHEAD, CARD_NAME_MAX_LENGTH } from './cards';
import { escapeHtml } from './sandbox-html';

/**
 * The sandbox gateway's card frame: a standalone page (no React, no Next layout) that the
 * checkout embeds in an iframe. The card fields live only here; the storefront's page talks
 * to it by postMessage (docs/decisions/014):
 *
 *   parent -> frame  { type: 'tokenize' }
 *                    { type: 'measure' }                             the parent is listening: answer 'ready'
 *   frame -> parent  { type: 'ready', height }                      on load and on every resize
 *                    { type: 'token', token, brand, last4, expMonth, expYear }
 *                    { type: 'invalid', fields: { number?, expiry?, cvc?, name? } }   message keys
 *                    { type: 'error' }                               the gateway did not answer
 *                    { type: 'submit' }                              Enter pressed in a field
 */

/** The labels the frame shows, in the namespace `payments`. */
export const CARD_FRAME_LABEL_KEYS = [
  'payments.card.frameTitle',
  'payments.card.number',
  'payments.card.expiry',
  'payments.card.expiryHint',
  'payments.card.cvc',
  'payments.card.cvcHint',
  'payments.card.name',
  'payments.card.optional',
  'payments.card.secure',
] as const;

/**
 * The card rules for the browser, as one self-contained expression (an object with
 * `validate(input, now)` and `format(digits)`). They mirror cards.ts; card-frame.test.ts
 * holds the two to the same answers.
 */
export const CLIENT_CARD_RULES = `(function () {
  var KEYS = ${JSON.stringify(CARD_ERROR_KEYS)};
  var LENGTHS = { visa: [13, 16, 19], mastercard: [16], amex: [15], discover: [16, 17, 18, 19] };
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = d.charCodeAt(d.length - 1 - i) - 48;
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  function brand(d) {
    if (/^3[47]/.test(d)) return 'amex';
    if (/^4/.test(d)) return 'visa';
    var two = Number(d.slice(0, 2)), three = Number(d.slice(0, 3)), four = Number(d.slice(0, 4)), six = Number(d.slice(0, 6));
    if ((two >= 51 && two <= 55) || (d.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
    if (/^(6011|65)/.test(d) || (three >= 644 && three <= 649) || (d.length >= 6 && six >= 622126 && six <= 622925)) return 'discover';
    return null;
  }
  function digitsOf(raw) {
    var d = raw.replace(/[\\s-]/g, '');
    return /^\\d+$/.test(d) ? d : null;
  }
  function format(d) {
    var groups = brand(d) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
    var out = [], at = 0;
    for (var i = 0; i < groups.length && at < d.length; i++) { out.push(d.slice(at, at + groups[i])); at += groups[i]; }
    return out.join(' ');
  }
  function number(raw) {
    if (!raw.trim()) return KEYS.numberRequired;
    var d = digitsOf(raw);
    if (!d || d.length < 12 || d.length > 19 || !luhn(d)) return KEYS.invalidNumber;
    var b = brand(d);
    if (!b) return KEYS.unsupportedBrand;
    if (LENGTHS[b].indexOf(d.length) < 0) return KEYS.invalidNumber;
    return null;
  }
  function expiry(raw, now) {
    var text = raw.trim();
    if (!text) return KEYS.expiryRequired;
    var m = /^(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})$/.exec(text) || /^(\\d{2})(\\d{2})$/.exec(text);
    if (!m) return KEYS.invalidExpiry;
    var month = Number(m[1]);
    var year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (month < 1 || month > 12) return KEYS.invalidExpiry;
    var current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    var given = year * 12 + month - 1;
    if (given < current) return KEYS.expired;
    if (given > current + ${CARD_EXPIRY_MAX_YEARS_AHEAD} * 12) return KEYS.invalidExpiry;
    return null;
  }
  function cvc(raw, b) {
    var text = raw.trim();
    if (!text) return KEYS.cvcRequired;
    var amex = b === 'amex';
    if (!(amex ? /^\\d{4}$/ : /^\\d{3}$/).test(text)) return amex ? KEYS.invalidCvcAmex : KEYS.invalidCvc;
    return null;
  }
  function name(raw) {
    if (raw === undefined) return null;
    return raw.length > ${CARD_NAME_MAX_LENGTH} || /[\\u0000-\\u001f\\u007f]/.test(raw) ? KEYS.invalidName : null;
  }
  function validate(input, now) {
    var d = digitsOf(input.number);
    var fields = {};
    var checks = { number: number(input.number), expiry: expiry(input.expiry, now), cvc: cvc(input.cvc, d && number(input.number) === null ? brand(d) : null), name: name(input.name) };
    for (var k in checks) if (checks[k]) fields[k] = checks[k];
    return fields;
  }
  return { validate: validate, format: format, brand: brand, digits: digitsOf, fieldRules: { number: number, expiry: expiry, cvc: cvc, name: name } };
})()`;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;padding:4px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;color:#17191c;background:#fff;line-height:1.4}
form{display:grid;gap:16px}
.row{display:grid;grid-template-columns:1fr 1fr;grid-template-rows:auto auto auto auto;column-gap:16px}
.row .field{display:grid;grid-row:span 4;grid-template-rows:subgrid;gap:4px;align-content:start}
.field{display:flex;flex-direction:column;gap:4px;min-width:0}
label{font-size:14px;font-weight:600}
.optional,.hint{font-weight:400;color:#5c6168}
.hint{font-size:13px;margin:0}
.wrap{position:relative}
input{width:100%;min-height:44px;padding:8px 12px;font:inherit;font-size:16px;color:inherit;background:#fff;border:1px solid #d6d6d6;border-radius:4px;appearance:none}
#number{padding-right:72px;letter-spacing:.02em;font-variant-numeric:tabular-nums}
input::placeholder{color:#6b7078}
input:hover{border-color:#9a9ea4}
input:focus{outline:none;border-color:#17191c}
input:focus-visible{outline:3px solid #1a73e8;outline-offset:1px}
input[aria-invalid=true]{border-color:#a3001a;background:#fffafa}
.brand{position:absolute;right:8px;top:50%;transform:translateY(-50%);font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#2a2d33;background:#f3f3f1;border:1px solid #d9dadc;border-radius:3px;padding:2px 6px;pointer-events:none}
.brand:empty{display:none}
.error{margin:0;font-size:14px;color:#a3001a}
.error:empty{display:none}
.note{display:flex;gap:8px;align-items:flex-start;margin:0;font-size:13px;color:#5c6168}
.note svg{flex:none;margin-top:2px}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const SCRIPT = `(function () {
  'use strict';
  var CONFIG = JSON.parse(document.getElementById('config').textContent);
  var rules = ${CLIENT_CARD_RULES};
  var form = document.getElementById('card');
  var inputs = { number: form.elements.number, expiry: form.elements.expiry, cvc: form.elements.cvc, name: form.elements.name };
  var brandBadge = document.getElementById('brand');
  var BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'Amex', discover: 'Discover' };
  // Same origin: the storefront and this sandbox gateway are one application. A real,
  // cross-origin gateway would compare with the storefront origin it was configured with.
  var trusted = CONFIG.origin === window.location.origin;
  var busy = false;

  function post(message) {
    if (trusted && window.parent !== window) window.parent.postMessage(message, CONFIG.origin);
  }
  function showError(field, key) {
    var input = inputs[field];
    var slot = document.getElementById(field + '-error');
    slot.textContent = key ? (CONFIG.messages[key] || key) : '';
    if (key) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  }
  function values() {
    return { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value, name: inputs.name.value.trim() ? inputs.name.value.trim() : undefined };
  }
  function checkField(field) {
    var key = rules.validate(values(), new Date())[field] || null;
    showError(field, key);
    return key;
  }
  function showAll(fields) {
    var first = null;
    ['number', 'expiry', 'cvc', 'name'].forEach(function (field) {
      showError(field, fields[field] || null);
      if (fields[field] && !first) first = inputs[field];
    });
    if (first) first.focus();
  }

  inputs.number.addEventListener('input', function () {
    var el = inputs.number;
    var caretDigits = el.value.slice(0, el.selectionStart || 0).replace(/\\D/g, '').length;
    var d = el.value.replace(/\\D/g, '').slice(0, 19);
    var formatted = rules.format(d);
    if (formatted !== el.value) {
      el.value = formatted;
      var at = 0, seen = 0;
      while (at < formatted.length && seen < caretDigits) { if (/\\d/.test(formatted[at])) seen++; at++; }
      el.setSelectionRange(at, at);
    }
    var b = rules.brand(d);
    brandBadge.textContent = d.length >= 2 && b ? BRAND_NAMES[b] : '';
    inputs.cvc.maxLength = b === 'amex' ? 4 : 3;
    if (el.hasAttribute('aria-invalid')) checkField('number');
  });
  inputs.expiry.addEventListener('input', function (event) {
    var el = inputs.expiry;
    if (!(event.inputType || '').startsWith('delete')) {
      var d = el.value.replace(/\\D/g, '').slice(0, 4);
      if (d.length === 1 && d > '1') d = '0' + d;
      el.value = d.length >= 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
    }
    if (el.hasAttribute('aria-invalid')) checkField('expiry');
  });
  inputs.cvc.addEventListener('input', function () {
    inputs.cvc.value = inputs.cvc.value.replace(/\\D/g, '').slice(0, 4);
    if (inputs.cvc.hasAttribute('aria-invalid')) checkField('cvc');
  });
  Object.keys(inputs).forEach(function (field) {
    inputs[field].addEventListener('blur', function () {
      if (inputs[field].value.trim() || inputs[field].hasAttribute('aria-invalid')) checkField(field);
    });
  });
  // Enter in a field asks the page to go on, as it would in a form of the page itself.
  form.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      post({ type: 'submit' });
    }
  });
  form.addEventListener('submit', function (event) { event.preventDefault(); });

  function tokenize() {
    if (busy) return;
    var input = values();
    var fields = rules.validate(input, new Date());
    if (Object.keys(fields).length) {
      showAll(fields);
      post({ type: 'invalid', fields: fields });
      return;
    }
    busy = true;
    fetch(CONFIG.tokensUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ number: input.number.replace(/\\D/g, ''), expiry: input.expiry, cvc: input.cvc, name: input.name }),
      credentials: 'omit',
      cache: 'no-store',
    })
      .then(function (response) {
        return response.json().catch(function () { return null; }).then(function (body) {
          if (response.status === 201 && body && body.token) {
            post({ type: 'token', token: body.token, brand: body.brand, last4: body.last4, expMonth: body.expMonth, expYear: body.expYear });
          } else if (response.status === 400 && body && body.fields) {
            showAll(body.fields);
            post({ type: 'invalid', fields: body.fields });
          } else {
            post({ type: 'error' });
          }
        });
      })
      .catch(function () { post({ type: 'error' }); })
      .then(function () { busy = false; });
  }

  window.addEventListener('message', function (event) {
    if (!trusted || event.origin !== window.location.origin || event.source !== window.parent) return;
    if (event.data && event.data.type === 'tokenize') tokenize();
    // The page may have hydrated after the frame first announced itself: say the height again.
    if (event.data && event.data.type === 'measure') announceHeight(true);
  });

  var lastHeight = 0;
  function announceHeight(again) {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight && again !== true) return;
    lastHeight = height;
    post({ type: 'ready', height: height });
  }
  if (window.ResizeObserver) new ResizeObserver(announceHeight).observe(document.documentElement);
  window.addEventListener('resize', announceHeight);
  announceHeight();
})();`;

export interface CardFrameOptions {
  locale: Locale;
  /** The storefront page's origin: the only one the frame answers. */
  origin: string;
  /** The CSP nonce of this response. */
  nonce: string;
  /** The label of a key (a next-intl translator of the shopper's locale). */
  t: (key: string) => string;
  tokensUrl?: string;
}

/** The frame's Content-Security-Policy: nothing but its own nonced style and script, and calls home. */
export function cardFrameCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The frame's HTML in the shopper's language. */
export function renderCardFrame({ locale, origin, nonce, t, tokensUrl = '/payments/sandbox/v1/tokens' }: CardFrameOptions): string {
  const label = (key: string) => escapeHtml(t(key));
  const messages = Object.fromEntries(Object.values(CARD_ERROR_KEYS).map((key) => [key, t(key)]));
  const config = scriptJson({ origin, tokensUrl, messages });
  const field = (id: string, labelKey: string, attrs: string, extra = { hint: '', after: '' }) => {
    const describedBy = [extra.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
    return `<div class="field">
      <label for="${id}">${label(labelKey)}${id === 'name' ? ` <span class="optional">${label('payments.card.optional')}</span>` : ''}</label>
      ${extra.hint ? `<p class="hint" id="${id}-hint">${extra.hint}</p>` : ''}
      <div class="wrap"><input id="${id}" name="${id}" ${attrs} aria-describedby="${describedBy}">${extra.after}</div>
      <p class="error" id="${id}-error" aria-live="polite"></p>
    </div>`;
  };
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${label('payments.card.frameTitle')}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<form id="card" novalidate aria-label="${label('payments.card.frameTitle')}">
  ${field('number', 'payments.card.number', 'type="text" inputmode="numeric" autocomplete="cc-number" autocorrect="off" spellcheck="false" maxlength="23" placeholder="1234 1234 1234 1234" required', { hint: '', after: '<span class="brand" id="brand" aria-hidden="true"></span>' })}
  <div class="row">
    ${field('expiry', 'payments.card.expiry', `type="text" inputmode="numeric" autocomplete="cc-exp" autocorrect="off" spellcheck="false" maxlength="7" required`, { hint: label('payments.card.expiryHint'), after: '' })}
    ${field('cvc', 'payments.card.cvc', 'type="text" inputmode="numeric" autocomplete="cc-csc" autocorrect="off" spellcheck="false" maxlength="4" required', { hint: label('payments.card.cvcHint'), after: '' })}
  </div>
  ${field('name', 'payments.card.name', `type="text" autocomplete="cc-name" autocapitalize="words" spellcheck="false" maxlength="${CARD_NAME_MAX_LENGTH}"`)}
  <p class="note"><svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#1d7a3a" d="M12 1a5 5 0 0 0-5 5v4H5a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V11a1 1 0 0 0-1-1h-2V6a5 5 0 0 0-5-5Zm-3 9V6a3 3 0 0 1 6 0v4H9Z"/></svg><span>${label('payments.card.secure')}</span></p>
</form>
<script type="application/json" id="config" nonce="${nonce}">${config}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}
