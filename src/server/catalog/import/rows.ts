import { z } from 'zod';
import type { At, FitmentDraft, PriceRowDraft, ProductDraft, StockDraft } from './drafts';
import { amountProblem, parseAmount } from './money';
import { canonicalPosition, knownPositions, localized, parseBoolean, parseSpecs, SLUG_PATTERN, WARRANTIES, type Warranty } from './values';
import { said, type ProblemMessage, type Reason } from './wordings';

/**
 * One zod schema per CSV kind: a record of strings (csv-parse with columns) in, a draft
 * out, every problem a plain sentence naming the column and the value, with its message.
 */
const MAX_INT = 2_147_483_647;
const MAX_SMALLINT = 32_767;

type Ctx = z.core.$RefinementCtx;

/** A row's problem: the issue's message is the English sentence, its params the message key and values. */
function fail(ctx: Ctx, input: unknown, reason: Reason): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', input, message: reason.text, params: reason.message });
  return z.NEVER;
}

/** Empty cells and missing optional columns are the same: nothing given. */
const cell = z
  .string()
  .optional()
  .transform((v) => (v === undefined ? undefined : v.trim() || undefined));

function required(column: string, max = 200) {
  return cell.transform((v, ctx) => {
    if (v === undefined) return fail(ctx, v, said('empty', { column }));
    if (v.length > max) return fail(ctx, v, said('tooLong', { column, max }));
    return v;
  });
}

function optional(column: string, max = 200) {
  return cell.transform((v, ctx) => (v !== undefined && v.length > max ? fail(ctx, v, said('tooLong', { column, max })) : v));
}

/** SKUs and part numbers: no spaces inside, at most 64 characters. */
function code(column: string) {
  return required(column, 64).transform((v, ctx) => (/\s/.test(v) ? fail(ctx, v, said('spaces', { column, value: v })) : v));
}

function wholeNumber(column: string, min: number, max: number) {
  return (v: string, ctx: Ctx) => {
    if (!/^\d+$/.test(v)) return fail(ctx, v, said('notWhole', { column, value: v }));
    const n = Number(v);
    if (n < min || n > max) return fail(ctx, v, said('notBetween', { column, value: v, min, max }));
    return n;
  };
}

function integer(column: string, min = 1, max = MAX_INT) {
  return cell.transform((v, ctx) => (v === undefined ? fail(ctx, v, said('empty', { column })) : wholeNumber(column, min, max)(v, ctx)));
}

function optionalInteger(column: string, min = 1, max = MAX_INT) {
  return cell.transform((v, ctx) => (v === undefined ? undefined : wholeNumber(column, min, max)(v, ctx)));
}

function amount(column: string) {
  return cell.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parsed = parseAmount(v);
    return parsed.ok ? parsed.minor : fail(ctx, v, amountProblem(column, v, parsed.reason));
  });
}

function bool(column: string) {
  return cell.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parsed = parseBoolean(v);
    return parsed === null ? fail(ctx, v, said('notBoolean', { column, value: v })) : parsed;
  });
}

function oneOf<const T extends string>(column: string, values: readonly T[], options: { caseless?: boolean } = {}) {
  return cell.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const found = values.find((x) => (options.caseless ? x.toLowerCase() === v.toLowerCase() : x === v));
    return found ?? fail(ctx, v, said('notOneOf', { column, value: v, allowed: values.join(', ') }));
  });
}

const position = cell.transform((v, ctx) => {
  if (v === undefined) return null;
  return canonicalPosition(v) ?? fail(ctx, v, said('positionUnknown', { value: v, allowed: knownPositions() }));
});

export const productRow = z
  .object({
    sku: code('sku'),
    part_number: code('part_number'),
    brand: required('brand', 80),
    part_type_id: integer('part_type_id'),
    title_en: required('title_en'),
    title_es: optional('title_es'),
    title_pt: optional('title_pt'),
    description_en: optional('description_en', 5000),
    description_es: optional('description_es', 5000),
    description_pt: optional('description_pt', 5000),
    warranty: oneOf<Warranty>('warranty', WARRANTIES, { caseless: true }),
    hazardous: bool('hazardous'),
    position,
    specs: cell.transform((v, ctx) => {
      if (v === undefined) return [];
      const parsed = parseSpecs(v);
      return parsed.ok ? parsed.specs : fail(ctx, v, parsed.reason);
    }),
    slug: cell.transform((v, ctx) => (v === undefined || (SLUG_PATTERN.test(v) && v.length <= 120) ? v : fail(ctx, v, said('slugFormat', { value: v })))),
  })
  .transform(
    (r): Omit<ProductDraft, 'at'> => ({
      sku: r.sku,
      partNumber: r.part_number,
      brand: { name: r.brand },
      partTypeId: r.part_type_id,
      title: localized(r.title_en, r.title_es, r.title_pt),
      description: localized(r.description_en ?? '', r.description_es, r.description_pt),
      specs: r.specs,
      position: r.position,
      warranty: r.warranty,
      hazardous: r.hazardous ?? false,
      slug: r.slug,
    }),
  );

export const priceRow = z
  .object({
    sku: code('sku'),
    currency: oneOf('currency', ['USD', 'MXN', 'BRL'] as const, { caseless: true }),
    regular: amount('regular'),
    sale: amount('sale'),
    core_charge: amount('core_charge'),
  })
  .transform((r, ctx): Omit<PriceRowDraft, 'at'> => {
    if (r.currency === undefined) return fail(ctx, r, said('empty', { column: 'currency' }));
    if (r.regular === undefined) return fail(ctx, r, said('empty', { column: 'regular' }));
    if (r.sale !== undefined && r.sale >= r.regular) return fail(ctx, r, said('saleBelowRegular'));
    return { sku: r.sku, currency: r.currency, regular: r.regular, sale: r.sale ?? null, coreCharge: r.core_charge ?? 0 };
  });

export const stockRow = z
  .object({
    sku: code('sku'),
    location_type: oneOf('location_type', ['dc', 'store'] as const, { caseless: true }),
    location: required('location', 20),
    quantity: integer('quantity', 0),
  })
  .transform((r, ctx): Omit<StockDraft, 'at'> => {
    if (r.location_type === undefined) return fail(ctx, r, said('empty', { column: 'location_type' }));
    const location = r.location_type === 'dc' ? r.location.toUpperCase() : r.location;
    if (r.location_type === 'store' && !/^\d{1,6}$/.test(location)) return fail(ctx, r, said('storeNumber', { value: location }));
    return { sku: r.sku, locationType: r.location_type, location, quantity: r.quantity };
  });

export const fitmentRow = z
  .object({
    sku: code('sku'),
    action: oneOf('action', ['A', 'D'] as const, { caseless: true }),
    universal: bool('universal'),
    base_vehicle_id: optionalInteger('base_vehicle_id'),
    year_from: optionalInteger('year_from', 1900, 2100),
    year_to: optionalInteger('year_to', 1900, 2100),
    make_id: optionalInteger('make_id'),
    model_id: optionalInteger('model_id'),
    engine_id: optionalInteger('engine_id'),
    submodel_id: optionalInteger('submodel_id'),
    part_type_id: optionalInteger('part_type_id'),
    position,
    qualifier: optional('qualifier', 500),
    quantity: optionalInteger('quantity', 1, MAX_SMALLINT),
  })
  .transform((r, ctx): Omit<FitmentDraft, 'at'> => {
    const draft: Omit<FitmentDraft, 'at'> = {
      action: r.action === 'D' ? 'delete' : 'add',
      product: { sku: r.sku },
      universal: r.universal ?? false,
      engineId: r.engine_id,
      submodelId: r.submodel_id,
      partTypeId: r.part_type_id,
      position: r.position,
      qualifier: r.qualifier ?? null,
      quantity: r.quantity ?? 1,
    };
    const ymm = [r.year_from, r.year_to, r.make_id, r.model_id];
    const vehicleGiven = r.base_vehicle_id !== undefined || ymm.some((v) => v !== undefined) || r.engine_id !== undefined || r.submodel_id !== undefined;
    if (draft.universal) return vehicleGiven ? fail(ctx, r, said('universalWithVehicle')) : draft;
    if (r.base_vehicle_id !== undefined) {
      if (ymm.some((v) => v !== undefined)) return fail(ctx, r, said('vehicleTwice'));
      return { ...draft, vehicle: { baseVehicleId: r.base_vehicle_id } };
    }
    const [yearFrom, yearTo, makeId, modelId] = ymm;
    if (yearFrom === undefined || yearTo === undefined || makeId === undefined || modelId === undefined) {
      return fail(ctx, r, said('vehicleMissing'));
    }
    if (yearFrom > yearTo) return fail(ctx, r, said('yearsReversed', { from: yearFrom, to: yearTo }));
    return { ...draft, vehicle: { yearFrom, yearTo, makeId, modelId } };
  });

export const ROW_SCHEMAS = { products: productRow, prices: priceRow, stock: stockRow, fitment: fitmentRow } as const;
export type CsvKind = keyof typeof ROW_SCHEMAS;

/** The columns each kind must have, and those it may have; any other column is a mistake. */
export const COLUMNS: Record<CsvKind, { required: string[]; optional: string[] }> = {
  products: {
    required: ['sku', 'part_number', 'brand', 'part_type_id', 'title_en'],
    optional: ['title_es', 'title_pt', 'description_en', 'description_es', 'description_pt', 'warranty', 'hazardous', 'position', 'specs', 'slug'],
  },
  prices: { required: ['sku', 'currency', 'regular'], optional: ['sale', 'core_charge'] },
  stock: { required: ['sku', 'location_type', 'location', 'quantity'], optional: [] },
  fitment: {
    required: ['sku'],
    optional: ['action', 'universal', 'base_vehicle_id', 'year_from', 'year_to', 'make_id', 'model_id', 'engine_id', 'submodel_id', 'part_type_id', 'position', 'qualifier', 'quantity'],
  },
};

export type Drafts = { products: ProductDraft; prices: PriceRowDraft; stock: StockDraft; fitment: FitmentDraft };

/** Validate one record: the draft, or each of the row's reasons. */
export function validateRow<K extends CsvKind>(kind: K, record: Record<string, string>, at: At): { ok: true; draft: Drafts[K] } | { ok: false; reasons: Reason[] } {
  const result = ROW_SCHEMAS[kind].safeParse(record);
  // Every issue is one of fail()'s; zod's own (a cell that is no string) would come from a CSV reader gone wrong.
  if (!result.success) return { ok: false, reasons: result.error.issues.map((i) => ({ text: i.message, message: (i as { params?: ProblemMessage }).params ?? { key: 'unreadable', values: { detail: i.message } } })) };
  return { ok: true, draft: { ...result.data, at } as Drafts[K] };
}
