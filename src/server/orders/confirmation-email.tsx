import type { CSSProperties, ReactNode } from 'react';
import { formatDate, formatDayWindow, marketTimeZone } from '@/lib/dates';
import { getMarket, localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import { paidInstallmentsText } from '@/lib/installments';
import { formatMoney, money } from '@/lib/money';
import { formatPaymentDeadline } from '@/lib/payment-options';
import { personAddressLines } from '@/lib/store-address';
import { translatorFor } from '@/i18n/catalogues';
import type { OrderInstallmentPlan, OrderTotals } from './schema';
import type { ShipmentType } from './status';
import { renderStaticMarkup, type RenderedEmail } from '@/server/platform/email/rendered';
import type { PaymentInstructions } from '@/server/payments/gateway';
import { formatDigitableLine } from '@/server/payments/deferred/boleto';
import { formatOxxoReference } from '@/server/payments/deferred/oxxo';

/**
 * The order confirmation e-mail: a subject, an HTML body (table-based, inline styles, the way
 * mail clients need it) and a plain-text body with the same facts, in the shopper's language.
 * Every word comes from the catalogue (`email.orderConfirmation.*`); React escapes every value.
 * Plain data in, so the caller decides where it comes from (the order just written, or a resend).
 */

/** Amounts are minor units of `currency`. */
export interface OrderConfirmationData {
  orderNumber: string;
  placedAt: Date | string;
  firstName: string;
  email: string;
  currency: CurrencyCode;
  /** `tax` is added to the total (US); `taxIncluded` is already inside the prices (Mexico's IVA, Brazil's approximate taxes). */
  totals: OrderTotals;
  shipments: OrderConfirmationShipment[];
  /** Where the shipped shipments go; absent for a pickup-only order. */
  shippingAddress?: OrderConfirmationAddress | null;
  payments: OrderConfirmationPayment[];
  /** See `trackOrderUrl`. */
  trackUrl: string;
  /**
   * Which e-mail of the order this is (decision 057): placed (paid at once), placed and awaiting a
   * PIX, boleto or OXXO payment (with what to do), that payment received, or not received in time.
   */
  stage?: 'placed' | 'awaitingPayment' | 'paid' | 'paymentExpired';
}

export interface OrderConfirmationShipment {
  shipmentType: ShipmentType;
  /** For `inStore`: the store, its address already written the market's way (`storeAddressLines`). */
  store?: { storeNumber: string; name?: string | null; addressLines: string[] } | null;
  /** ISO dates (YYYY-MM-DD) of the delivery window. */
  estimatedDelivery?: { earliest: string; latest: string } | null;
  lines: OrderConfirmationLine[];
}

export interface OrderConfirmationLine {
  title: string;
  brand: string;
  partNumber: string;
  quantity: number;
  /** Per unit. */
  unitPrice: number;
  /** Per unit; 0 when the part has no core. */
  corePrice: number;
}

export interface OrderConfirmationAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}

export interface OrderConfirmationPayment {
  method: 'card' | 'giftCard' | 'rewards' | 'pix' | 'boleto' | 'oxxo' | 'paypal';
  /** A payment still to make: the PIX code, the boleto's line or the OXXO reference, and until when. */
  instructions?: PaymentInstructions | null;
  /** Card brand: visa, mastercard, amex, discover. */
  brand?: string | null;
  last4?: string | null;
  amount: number;
  /** A card paid in installments: how many, and the plan the order kept (absent or 1: at once). */
  installments?: number;
  installmentPlan?: OrderInstallmentPlan | null;
}

/** The customer-service line of each market (fictional numbers of the demo). */
export const CUSTOMER_SERVICE_PHONES: Record<Locale, string> = {
  'en-US': '1-800-555-0199',
  'es-MX': '800 555 0199',
  'pt-BR': '0800 555 0199',
};

/** The track-order page for one order: en-US at the root, the other markets under their prefix. */
export function trackOrderUrl(origin: string | URL, locale: Locale, orderNumber: string): string {
  const url = new URL(localizedPath('/trackOrder', locale), origin);
  url.searchParams.set('orderNumber', orderNumber);
  return url.toString();
}

type Values = Record<string, string | number>;

interface Facts {
  subject: string;
  preheader: string;
  brand: string;
  thanks: string;
  intro: string;
  orderNumber: { label: string; value: string };
  orderDate: { label: string; value: string };
  shipments: {
    heading: string;
    details: string[];
    note: string | null;
    lines: { title: string; brandAndPart: string; quantity: string; unitPrice: string | null; price: string; core: string | null }[];
  }[];
  coreNote: string | null;
  summaryTitle: string;
  summary: { label: string; value: string; strong?: boolean; muted?: boolean }[];
  paymentTitle: string;
  /** Each tender and what it paid; a card in installments says its plan ("10x de R$ 25,99 sem juros") under it. */
  payments: { label: string; value: string; plan: string | null }[];
  track: { label: string; text: string; url: string };
  /** What to do to pay (a deferred payment awaited): a heading, the steps, the code to copy and the deadline. */
  payNow: { heading: string; steps: string[]; codeLabel: string; code: string; deadline: string } | null;
  help: string;
  footer: string;
}

/** Everything the e-mail says, as text, in the shopper's language: both bodies are written from it. */
async function factsOf(order: OrderConfirmationData, locale: Locale): Promise<Facts> {
  const translate = await translatorFor(locale);
  const t = (key: string, values?: Values): string => translate(`email.orderConfirmation.${key}` as never, values as never);
  const has = (key: string): boolean => translate.has(`email.orderConfirmation.${key}` as never);
  const price = (amount: number) => formatMoney(money(amount, order.currency), locale);
  const market = getMarket(locale);
  const firstName = order.firstName.trim();
  const { totals } = order;

  const shipped = order.shipments.filter((s) => s.shipmentType !== 'inStore');
  const addressLines = order.shippingAddress ? personAddressLines(order.shippingAddress, market.country) : [];

  const shipments = order.shipments.map((shipment, index) => {
    const count = order.shipments.length > 1 ? `${t('shipmentCount', { index: index + 1, count: order.shipments.length })} · ` : '';
    const lines = shipment.lines.map((line) => ({
      title: line.title,
      brandAndPart: t('brandAndPart', { brand: line.brand, partNumber: line.partNumber }),
      quantity: t('quantity', { quantity: line.quantity }),
      unitPrice: line.quantity > 1 ? t('unitPrice', { price: price(line.unitPrice) }) : null,
      price: price(line.unitPrice * line.quantity),
      core: line.corePrice > 0 ? t('coreCharge', { amount: price(line.corePrice * line.quantity) }) : null,
    }));
    if (shipment.shipmentType === 'inStore') {
      const store = shipment.store;
      return {
        heading: count + t('pickupAt', { store: store?.storeNumber ?? '' }),
        details: store ? [...(store.name ? [store.name] : []), ...store.addressLines] : [],
        note: t('pickupNote'),
        lines,
      };
    }
    const window = shipment.estimatedDelivery;
    // Awaiting its payment, the window holds if it is paid today (it moves when paid later: deferred-payments.ts).
    const arrives = window ? t(order.stage === 'awaitingPayment' ? 'awaitingPayment.arrives' : 'arrives', { window: formatDayWindow(window.earliest, window.latest, locale) }) : null;
    return {
      heading: count + t(`method.${shipment.shipmentType}`),
      details: [...(arrives ? [arrives] : []), ...(addressLines.length ? [`${t('shipTo')}:`, ...addressLines] : [])],
      note: null,
      lines,
    };
  });

  const summary: Facts['summary'] = [{ label: t('subtotal'), value: price(totals.subtotal) }];
  if (totals.discount) summary.push({ label: t('discount'), value: price(-Math.abs(totals.discount)) });
  if (totals.coreTotal) summary.push({ label: t('coreCharges'), value: price(totals.coreTotal) });
  if (shipped.length || totals.shippingTotal) summary.push({ label: t('shipping'), value: totals.shippingTotal ? price(totals.shippingTotal) : t('free') });
  if (totals.tax || !totals.taxIncluded) summary.push({ label: t('tax'), value: price(totals.tax) });
  summary.push({ label: t('total'), value: price(totals.total), strong: true });
  if (totals.taxIncluded) summary.push({ label: t('taxIncluded'), value: price(totals.taxIncluded), muted: true });

  const payments = order.payments.map((payment) => {
    const last4 = payment.last4 ?? '';
    let label: string;
    if (payment.method === 'giftCard') label = t('giftCard', { last4 });
    else if (payment.method === 'rewards') label = t('rewards');
    else if (payment.method === 'pix' || payment.method === 'boleto' || payment.method === 'oxxo' || payment.method === 'paypal') label = t(`tender.${payment.method}`);
    else {
      const brandKey = `cardBrand.${(payment.brand ?? '').toLowerCase()}`;
      label = t('card', { brand: payment.brand && has(brandKey) ? t(brandKey) : t('cardBrand.other'), last4 });
    }
    const plan = paidInstallmentsText({ installments: payment.installments ?? 1, amount: payment.amount, installmentPlan: payment.installmentPlan ?? null }, price, locale);
    return { label, value: price(payment.amount), plan: plan ? translate(`payments.installments.${plan.key}`, plan.values) : null };
  });

  const stage = order.stage ?? 'placed';
  const pending = stage === 'awaitingPayment' ? order.payments.find((p) => p.instructions)?.instructions : null;
  const payNow: Facts['payNow'] = pending
    ? {
        heading: t(`payNow.${pending.tender}.heading`),
        steps: [t(`payNow.${pending.tender}.steps`)],
        codeLabel: t(`payNow.${pending.tender}.codeLabel`),
        code: pending.tender === 'pix' ? pending.copyPasteCode : pending.tender === 'boleto' ? formatDigitableLine(pending.digitableLine) : pending.tender === 'oxxo' ? formatOxxoReference(pending.reference) : pending.approveUrl,
        deadline: t('payNow.deadline', { deadline: formatPaymentDeadline(pending.expiresAt, locale) }),
      }
    : null;
  const stageKey = stage === 'placed' ? '' : `${stage}.`;

  return {
    subject: t(`${stageKey}subject`, { orderNumber: order.orderNumber }),
    preheader: t(`${stageKey}preheader`, { orderNumber: order.orderNumber }),
    brand: t('brand'),
    thanks: stage === 'paymentExpired' ? t('paymentExpired.heading') : firstName ? t('thanks', { firstName }) : t('thanksNoName'),
    intro: t(`${stageKey}intro`),
    payNow,
    orderNumber: { label: t('orderNumber'), value: order.orderNumber },
    orderDate: {
      label: t('orderDate'),
      value: formatDate(order.placedAt, locale, marketTimeZone(locale), 'long'),
    },
    shipments,
    coreNote: order.shipments.some((s) => s.lines.some((l) => l.corePrice > 0)) ? t('coreChargeNote') : null,
    summaryTitle: t('summary'),
    summary,
    paymentTitle: t('payment'),
    payments,
    track: { label: t('track'), text: t('trackText', { url: order.trackUrl }), url: order.trackUrl },
    help: t('help', { phone: CUSTOMER_SERVICE_PHONES[locale] }),
    footer: t('footer'),
  };
}

// ---------------------------------------------------------------------------------------------
// HTML: tables and inline styles, 600 px wide, the system font stack.

const BRAND_RED = '#c8102e';
const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#e3e3e3';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text = (extra: CSSProperties = {}): CSSProperties => ({ fontFamily: FONT, fontSize: 14, lineHeight: '20px', color: INK, margin: 0, ...extra });

function Table({ children, style, width = '100%' }: { children: ReactNode; style?: CSSProperties; width?: string | number }) {
  return (
    <table role="presentation" width={width} cellPadding={0} cellSpacing={0} border={0} style={{ borderCollapse: 'collapse', ...style }}>
      <tbody>{children}</tbody>
    </table>
  );
}

function Section({ children, top = 24 }: { children: ReactNode; top?: number }) {
  return (
    <tr>
      <td style={{ padding: `${top}px 32px 0 32px` }}>{children}</td>
    </tr>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return <h2 style={text({ fontSize: 16, lineHeight: '22px', fontWeight: 700, margin: '0 0 8px 0' })}>{children}</h2>;
}

function EmailDocument({ facts, locale }: { facts: Facts; locale: Locale }) {
  return (
    <html lang={locale}>
      {/* eslint-disable-next-line @next/next/no-head-element -- an e-mail document, not a Next.js page */}
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{facts.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f4f4f4' }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{facts.preheader}</div>
        <Table style={{ backgroundColor: '#f4f4f4' }}>
          <tr>
            <td align="center" style={{ padding: '24px 8px' }}>
              <Table width={600} style={{ width: '100%', maxWidth: 600, backgroundColor: '#ffffff' }}>
                <tr>
                  <td style={{ backgroundColor: BRAND_RED, padding: '18px 32px' }}>
                    <p style={text({ color: '#ffffff', fontSize: 22, lineHeight: '28px', fontWeight: 800, letterSpacing: '0.5px' })}>{facts.brand}</p>
                  </td>
                </tr>
                <Section top={28}>
                  <h1 style={text({ fontSize: 24, lineHeight: '30px', fontWeight: 800, margin: '0 0 8px 0' })}>{facts.thanks}</h1>
                  <p style={text({ color: MUTED })}>{facts.intro}</p>
                </Section>
                <Section>
                  <Table style={{ border: `1px solid ${RULE}` }}>
                    <tr>
                      {[facts.orderNumber, facts.orderDate].map((fact) => (
                        <td key={fact.label} width="50%" style={{ padding: '12px 16px', verticalAlign: 'top' }}>
                          <p style={text({ fontSize: 12, color: MUTED, textTransform: 'uppercase' })}>{fact.label}</p>
                          <p style={text({ fontSize: 16, fontWeight: 700 })}>{fact.value}</p>
                        </td>
                      ))}
                    </tr>
                  </Table>
                </Section>
                {facts.payNow ? (
                  <Section>
                    <Table style={{ border: `2px solid ${BRAND_RED}` }}>
                      <tr>
                        <td style={{ padding: '16px' }}>
                          <Heading>{facts.payNow.heading}</Heading>
                          {facts.payNow.steps.map((step, i) => (
                            <p key={i} style={text({ margin: '0 0 8px 0' })}>
                              {step}
                            </p>
                          ))}
                          <p style={text({ fontSize: 12, color: MUTED, textTransform: 'uppercase' })}>{facts.payNow.codeLabel}</p>
                          <p style={text({ fontFamily: 'Menlo, Consolas, monospace', fontSize: 13, wordBreak: 'break-all', margin: '0 0 8px 0' })}>{facts.payNow.code}</p>
                          <p style={text({ fontWeight: 700 })}>{facts.payNow.deadline}</p>
                        </td>
                      </tr>
                    </Table>
                  </Section>
                ) : null}
                {facts.shipments.map((shipment, index) => (
                  <Section key={index}>
                    <Heading>{shipment.heading}</Heading>
                    {shipment.details.map((line, i) => (
                      <p key={i} style={text({ color: MUTED })}>
                        {line}
                      </p>
                    ))}
                    {shipment.note ? <p style={text({ color: MUTED, margin: '8px 0 0 0' })}>{shipment.note}</p> : null}
                    <Table style={{ marginTop: 12, borderTop: `1px solid ${RULE}` }}>
                      {shipment.lines.map((line, i) => (
                        <tr key={i}>
                          <td style={{ padding: '12px 12px 12px 0', borderBottom: `1px solid ${RULE}`, verticalAlign: 'top' }}>
                            <p style={text({ fontWeight: 700 })}>{line.title}</p>
                            <p style={text({ fontSize: 13, color: MUTED })}>{line.brandAndPart}</p>
                            <p style={text({ fontSize: 13, color: MUTED })}>
                              {line.quantity}
                              {line.unitPrice ? ` · ${line.unitPrice}` : ''}
                            </p>
                            {line.core ? <p style={text({ fontSize: 13, color: MUTED })}>{line.core}</p> : null}
                          </td>
                          <td align="right" style={{ padding: '12px 0', borderBottom: `1px solid ${RULE}`, verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                            <p style={text({ fontWeight: 700 })}>{line.price}</p>
                          </td>
                        </tr>
                      ))}
                    </Table>
                  </Section>
                ))}
                {facts.coreNote ? (
                  <Section top={12}>
                    <p style={text({ fontSize: 13, color: MUTED })}>{facts.coreNote}</p>
                  </Section>
                ) : null}
                <Section>
                  <Heading>{facts.summaryTitle}</Heading>
                  <Table>
                    {facts.summary.map((row) => (
                      <tr key={row.label}>
                        <td style={{ padding: row.strong ? '10px 0 4px 0' : '4px 0', borderTop: row.strong ? `1px solid ${RULE}` : undefined }}>
                          <p style={text({ fontWeight: row.strong ? 800 : 400, fontSize: row.strong ? 16 : 14, color: row.muted ? MUTED : INK })}>{row.label}</p>
                        </td>
                        <td align="right" style={{ padding: row.strong ? '10px 0 4px 0' : '4px 0', borderTop: row.strong ? `1px solid ${RULE}` : undefined, whiteSpace: 'nowrap' }}>
                          <p style={text({ fontWeight: row.strong ? 800 : 400, fontSize: row.strong ? 16 : 14, color: row.muted ? MUTED : INK })}>{row.value}</p>
                        </td>
                      </tr>
                    ))}
                  </Table>
                </Section>
                {facts.payments.length ? (
                  <Section>
                    <Heading>{facts.paymentTitle}</Heading>
                    <Table>
                      {facts.payments.map((row, i) => (
                        <tr key={i}>
                          <td style={{ padding: '4px 0' }}>
                            <p style={text()}>{row.label}</p>
                            {row.plan ? <p style={text({ color: MUTED })}>{row.plan}</p> : null}
                          </td>
                          <td align="right" style={{ padding: '4px 0', whiteSpace: 'nowrap' }}>
                            <p style={text()}>{row.value}</p>
                          </td>
                        </tr>
                      ))}
                    </Table>
                  </Section>
                ) : null}
                <Section top={28}>
                  <Table width="auto">
                    <tr>
                      <td style={{ backgroundColor: BRAND_RED, borderRadius: 4 }}>
                        <a
                          href={facts.track.url}
                          style={text({ display: 'inline-block', padding: '12px 24px', color: '#ffffff', fontWeight: 700, textDecoration: 'none' })}
                        >
                          {facts.track.label}
                        </a>
                      </td>
                    </tr>
                  </Table>
                </Section>
                <Section>
                  <p style={text()}>{facts.help}</p>
                </Section>
                <tr>
                  <td style={{ padding: '24px 32px 28px 32px' }}>
                    <p style={text({ fontSize: 12, lineHeight: '18px', color: MUTED, borderTop: `1px solid ${RULE}`, paddingTop: 16 })}>{facts.footer}</p>
                  </td>
                </tr>
              </Table>
            </td>
          </tr>
        </Table>
      </body>
    </html>
  );
}

// ---------------------------------------------------------------------------------------------
// Plain text: the same facts, one per line.

function plainText(facts: Facts): string {
  const out: string[] = [facts.brand, '', facts.thanks, '', facts.intro, ''];
  out.push(`${facts.orderNumber.label}: ${facts.orderNumber.value}`, `${facts.orderDate.label}: ${facts.orderDate.value}`);
  if (facts.payNow) out.push('', facts.payNow.heading, '-'.repeat(Math.min(facts.payNow.heading.length, 60)), ...facts.payNow.steps, `${facts.payNow.codeLabel}: ${facts.payNow.code}`, facts.payNow.deadline);
  for (const shipment of facts.shipments) {
    out.push('', shipment.heading, '-'.repeat(Math.min(shipment.heading.length, 60)), ...shipment.details);
    if (shipment.note) out.push(shipment.note);
    for (const line of shipment.lines) {
      out.push('', `${line.title}  ${line.price}`, line.brandAndPart, line.unitPrice ? `${line.quantity} · ${line.unitPrice}` : line.quantity);
      if (line.core) out.push(line.core);
    }
  }
  if (facts.coreNote) out.push('', facts.coreNote);
  out.push('', facts.summaryTitle, ...facts.summary.map((row) => `${row.label}: ${row.value}`));
  if (facts.payments.length) out.push('', facts.paymentTitle, ...facts.payments.map((row) => `${row.label}: ${row.value}${row.plan ? ` (${row.plan})` : ''}`));
  out.push('', facts.track.text, '', facts.help, '', '--', facts.footer);
  return `${out.join('\n')}\n`;
}

/** The order confirmation in the shopper's language: subject, HTML and plain text. */
export async function orderConfirmationEmail(order: OrderConfirmationData, locale: Locale): Promise<RenderedEmail> {
  const facts = await factsOf(order, locale);
  const html = `<!DOCTYPE html>${await renderStaticMarkup(<EmailDocument facts={facts} locale={locale} />)}`;
  return { subject: facts.subject, html, text: plainText(facts) };
}
