import type { CurrencyCode, Locale } from '@/lib/markets';
import type { ProductSpec } from '../schema';
import type { PriceDraft, ProductDraft } from './drafts';
import { parseAmount, priceAmountProblem } from './money';
import { Problems } from './report';
import { localized, parseBoolean, spec } from './values';
import { atElement, atLine, inFile, said, type Reason } from './wordings';
import { asArray, attrOf, parseXml, textOf, type XmlNode } from './xml';
import { PART_NUMBER_MAX, type XmlRead } from './aces';

/**
 * PIES 7.x item files: one <Item> per product. Titles come from the DES description (SHO
 * when there is no DES), descriptions from MKT (else EXT); LST prices are the regular price
 * and RMP the selling price below it; product attributes become specifications.
 */
const LANGUAGES: Record<string, Locale> = { EN: 'en-US', ES: 'es-MX', PT: 'pt-BR' };
const CURRENCIES: readonly CurrencyCode[] = ['USD', 'MXN', 'BRL'];

type Texts = Partial<Record<Locale, string>>;

function language(code: string | undefined): Locale | undefined {
  return code ? LANGUAGES[code.slice(0, 2).toUpperCase()] : undefined;
}

function descriptions(item: Record<string, unknown>): Record<string, Texts> {
  const byCode: Record<string, Texts> = {};
  const list = asArray((item.Descriptions as Record<string, unknown> | undefined)?.Description as XmlNode[] | undefined);
  for (const d of list) {
    if (attrOf(d, 'MaintenanceType') === 'D') continue;
    const code = attrOf(d, 'DescriptionCode')?.toUpperCase();
    const locale = language(attrOf(d, 'LanguageCode') ?? 'EN');
    const value = textOf(d);
    if (!code || !locale || !value) continue;
    (byCode[code] ??= {})[locale] ??= value;
  }
  return byCode;
}

function prices(item: Record<string, unknown>, reasons: Reason[]): PriceDraft[] | undefined {
  const list = asArray((item.Prices as Record<string, unknown> | undefined)?.Pricing as XmlNode[] | undefined);
  if (!list.length) return undefined;
  const byCurrency = new Map<CurrencyCode, { regular?: number; sale?: number }>();
  for (const pricing of list) {
    if (attrOf(pricing, 'MaintenanceType') === 'D') continue;
    const type = attrOf(pricing, 'PriceType')?.toUpperCase();
    if (type !== 'LST' && type !== 'RMP') continue;
    const node = pricing as Record<string, unknown>;
    const currency = textOf(node.CurrencyCode)?.toUpperCase();
    if (!currency || !CURRENCIES.includes(currency as CurrencyCode)) {
      reasons.push(said('piesCurrency', { type, value: currency ?? '', allowed: CURRENCIES.join(', ') }));
      continue;
    }
    const uom = attrOf(node.Price, 'UOM');
    if (uom && uom.toUpperCase() !== 'PE') {
      reasons.push(said('piesUnit', { type, currency, unit: uom }));
      continue;
    }
    const text = textOf(node.Price) ?? '';
    const amount = parseAmount(text);
    if (!amount.ok) {
      reasons.push(priceAmountProblem(type, currency, text, amount.reason));
      continue;
    }
    const entry = byCurrency.get(currency as CurrencyCode) ?? {};
    const key = type === 'LST' ? 'regular' : 'sale';
    if (entry[key] !== undefined) reasons.push(said('piesPriceTwice', { type, currency }));
    entry[key] = amount.minor;
    byCurrency.set(currency as CurrencyCode, entry);
  }
  const drafts: PriceDraft[] = [];
  for (const [currency, { regular, sale }] of byCurrency) {
    if (regular === undefined) reasons.push(said('piesSaleWithoutList', { currency }));
    else if (sale !== undefined && sale >= regular) reasons.push(said('piesSaleBelowList', { currency }));
    else drafts.push({ currency, regular, sale: sale ?? null });
  }
  return drafts;
}

function attributes(item: Record<string, unknown>): ProductSpec[] | undefined {
  const list = asArray((item.ProductAttributes as Record<string, unknown> | undefined)?.ProductAttribute as XmlNode[] | undefined);
  if (!list.length) return undefined;
  const values = new Map<string, string[]>();
  for (const a of list) {
    if (attrOf(a, 'MaintenanceType') === 'D') continue;
    const key = attrOf(a, 'AttributeID');
    const value = textOf(a);
    if (key && value) values.set(key, [...(values.get(key) ?? []), value]);
  }
  return [...values].map(([key, v]) => spec(key, v.join(', ')));
}

export function readPies(text: string): XmlRead<ProductDraft> {
  const problems = new Problems();
  const parsed = parseXml(text, 'PIES', [
    'PIES.Items.Item',
    'PIES.Items.Item.Descriptions.Description',
    'PIES.Items.Item.Prices.Pricing',
    'PIES.Items.Item.ProductAttributes.ProductAttribute',
  ]);
  if (!parsed.ok) {
    problems.add(parsed.line ? atLine(parsed.line) : inFile(), parsed.reason);
    return { drafts: [], problems, rows: 0 };
  }
  const { root, lineOf } = parsed.doc;
  const items = asArray((root.Items as Record<string, unknown> | undefined)?.Item as Record<string, unknown>[] | undefined);
  const drafts: ProductDraft[] = [];

  items.forEach((item, index) => {
    const line = lineOf(item);
    const partNumber = textOf(item.PartNumber);
    const at = partNumber ? atElement(line, 'itemPart', { number: index + 1, partNumber }) : atElement(line, 'item', { number: index + 1 });
    const reasons: Reason[] = [];

    if (!partNumber) reasons.push(said('piesPartNumberMissing'));
    else if (partNumber.length > PART_NUMBER_MAX || /\s/.test(partNumber)) reasons.push(said('piesPartNumberFormat', { value: partNumber, max: PART_NUMBER_MAX }));

    const brand = { code: textOf(item.BrandAAIAID), name: textOf(item.BrandLabel) };
    if (!brand.code && !brand.name) reasons.push(said('piesBrandMissing'));

    const maintenance = (attrOf(item, 'MaintenanceType') ?? 'A').toUpperCase();
    if (!['A', 'C', 'D'].includes(maintenance)) reasons.push(said('piesMaintenance', { value: maintenance }));

    const draft: ProductDraft = { at, partNumber: partNumber ?? '', brand, deactivate: maintenance === 'D' };

    const terminology = textOf(item.PartTerminologyID);
    if (terminology !== undefined) {
      if (!/^\d{1,9}$/.test(terminology)) reasons.push(said('piesTerminology', { value: terminology }));
      else draft.partTypeId = Number(terminology);
    }

    const texts = descriptions(item);
    const title = texts.DES ?? texts.SHO;
    if (title) {
      if (!title['en-US']) reasons.push(said('piesTitleEnglish'));
      else draft.title = localized(title['en-US'].slice(0, 200), title['es-MX']?.slice(0, 200), title['pt-BR']?.slice(0, 200));
    }
    const long = texts.MKT ?? texts.EXT;
    if (long?.['en-US']) draft.description = localized(long['en-US'].slice(0, 5000), long['es-MX']?.slice(0, 5000), long['pt-BR']?.slice(0, 5000));

    draft.prices = prices(item, reasons);
    draft.specs = attributes(item);

    const hazardous = textOf(item.HazardousMaterialCode);
    if (hazardous !== undefined) {
      const flag = parseBoolean(hazardous);
      if (flag === null) reasons.push(said('piesHazardous', { value: hazardous }));
      else draft.hazardous = flag;
    }

    if (reasons.length) problems.add(at, reasons);
    else drafts.push(draft);
  });
  return { drafts, problems, rows: items.length };
}
