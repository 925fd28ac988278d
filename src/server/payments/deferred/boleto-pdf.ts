import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Locale } from '@/lib/markets';
import { formatMoney, money, type Money } from '@/lib/money';
import { formatDigitableLine } from './boleto';
import { boletoDueDate } from './expiry';
import { SANDBOX_PIX_MERCHANT } from './pix';

export interface BoletoDocument {
  digitableLine: string;
  barcode: string;
  amount: Money;
  expiresAt: string;
  payerName: string;
  orderNumber: string;
  locale: Locale;
  /** The labels, in the payer's language (payments.deferred.boletoPdf.*). */
  labels: { title: string; beneficiary: string; payer: string; dueDate: string; amount: string; order: string; instructions: string };
}

/** A boleto as a one-page A4 PDF (pdf-lib): the line, the facts and the ITF bars drawn by bwip-js. */
export async function boletoPdf(doc: BoletoDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.labels.title} ${doc.orderNumber}`);
  pdf.setCreator('Redline Auto Parts');
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.09, 0.1, 0.11);
  const muted = rgb(0.36, 0.38, 0.41);
  const left = 48;
  let y = 790;

  page.drawText(doc.labels.title, { x: left, y, size: 20, font: bold, color: ink });
  y -= 34;
  page.drawText(formatDigitableLine(doc.digitableLine), { x: left, y, size: 13, font: bold, color: ink });
  y -= 30;
  const [yyyy, mm, dd] = boletoDueDate(new Date(doc.expiresAt)).split('-');
  const facts: [string, string][] = [
    [doc.labels.beneficiary, SANDBOX_PIX_MERCHANT.name],
    [doc.labels.payer, doc.payerName],
    [doc.labels.order, doc.orderNumber],
    [doc.labels.dueDate, `${dd}/${mm}/${yyyy}`],
    [doc.labels.amount, formatMoney(money(doc.amount.amount, doc.amount.currency), doc.locale)],
  ];
  for (const [label, value] of facts) {
    page.drawText(label, { x: left, y, size: 9, font, color: muted });
    page.drawText(value, { x: left + 150, y, size: 11, font: bold, color: ink });
    y -= 20;
  }
  y -= 8;
  for (const line of wrap(doc.labels.instructions, 90)) {
    page.drawText(line, { x: left, y, size: 10, font, color: ink });
    y -= 14;
  }
  const png = await bwipjs.toBuffer({ bcid: 'interleaved2of5', text: doc.barcode, scale: 3, height: 13, includetext: false });
  const image = await pdf.embedPng(png);
  const width = 103 * 72 / 25.4; // FEBRABAN: the bars are 103 mm wide
  const height = 13 * 72 / 25.4;
  page.drawImage(image, { x: left, y: y - height - 20, width, height });
  return pdf.save();
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}
