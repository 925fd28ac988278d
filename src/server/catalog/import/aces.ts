import type { FitmentDraft } from './drafts';
import { Problems } from './report';
import { canonicalPosition, knownPositions } from './values';
import { atElement, atLine, inFile, said, type Reason } from './wordings';
import { asArray, attrOf, childNames, parseXml, textOf } from './xml';

/**
 * ACES 4.x application files: one <App> per application of a part to vehicles.
 * Vehicles are our ids: <BaseVehicle id> is year * 100000 + model id (src/lib/vehicle-key.ts),
 * not the VCdb's; <Make>/<Model> ids are vPIC's, as in our vehicle tables; <EngineBase> or
 * <EngineConfig> name one of our engines, <SubModel> one of our submodels.
 */
const KNOWN = new Set(['BaseVehicle', 'Years', 'Make', 'Model', 'SubModel', 'EngineBase', 'EngineConfig', 'Qty', 'PartType', 'Position', 'Note', 'Qual', 'Part', 'MfrLabel', 'BrandAAIAID', 'SubBrandAAIAID', 'DisplayOrder', 'AssetName', 'AssetItemOrder', 'AssetItemRef']);

/** Part numbers, as in the products table. */
export const PART_NUMBER_MAX = 64;

export interface XmlRead<D> {
  drafts: D[];
  problems: Problems;
  rows: number;
}

function whole(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export function readAces(text: string): XmlRead<FitmentDraft> {
  const problems = new Problems();
  const parsed = parseXml(text, 'ACES', ['ACES.App', 'ACES.App.Note', 'ACES.App.Qual']);
  if (!parsed.ok) {
    problems.add(parsed.line ? atLine(parsed.line) : inFile(), parsed.reason);
    return { drafts: [], problems, rows: 0 };
  }
  const { root, lineOf } = parsed.doc;
  const apps = asArray(root.App as Record<string, unknown>[] | undefined);
  const drafts: FitmentDraft[] = [];

  apps.forEach((app, index) => {
    const line = lineOf(app);
    const id = attrOf(app, 'id');
    const at = id ? atElement(line, 'app', { id }) : atElement(line, 'appNumber', { number: index + 1 });
    const reasons: Reason[] = [];
    const need = (name: string, attribute: string, min = 1, max = 2_147_483_647): number | undefined => {
      const raw = attrOf(app[name], attribute);
      if (raw === undefined) return undefined;
      const n = whole(raw, min, max);
      if (n === null) reasons.push(said('acesInvalidId', { element: name, attribute, value: raw }));
      return n ?? undefined;
    };

    const unknown = childNames(app).filter((n) => !KNOWN.has(n));
    if (unknown.length) reasons.push(said('acesUnsupported', { count: unknown.length, elements: unknown.map((n) => `<${n}>`).join(', ') }));

    const actionText = attrOf(app, 'action') ?? 'A';
    if (actionText !== 'A' && actionText !== 'D') reasons.push(said('acesAction', { value: actionText }));

    const draft: FitmentDraft = {
      at,
      action: actionText === 'D' ? 'delete' : 'add',
      product: { partNumber: '' },
      universal: false,
      position: null,
      qualifier: null,
      quantity: 1,
    };

    const baseVehicleId = need('BaseVehicle', 'id');
    const yearFrom = need('Years', 'from', 1900, 2100);
    const yearTo = need('Years', 'to', 1900, 2100);
    const makeId = need('Make', 'id');
    const modelId = need('Model', 'id');
    if (baseVehicleId !== undefined) {
      if (app.Years || app.Make || app.Model) reasons.push(said('acesVehicleTwice'));
      draft.vehicle = { baseVehicleId };
    } else if (yearFrom !== undefined && yearTo !== undefined && makeId !== undefined && modelId !== undefined) {
      if (yearFrom > yearTo) reasons.push(said('acesYearsReversed', { from: yearFrom, to: yearTo }));
      draft.vehicle = { yearFrom, yearTo, makeId, modelId };
    } else if (!reasons.some((r) => r.message.key === 'acesInvalidId')) {
      reasons.push(said('acesVehicleMissing'));
    }

    const engineBase = need('EngineBase', 'id');
    const engineConfig = need('EngineConfig', 'id');
    if (engineBase !== undefined && engineConfig !== undefined && engineBase !== engineConfig) reasons.push(said('acesEnginesDiffer'));
    draft.engineId = engineBase ?? engineConfig;
    draft.submodelId = need('SubModel', 'id');

    const partType = need('PartType', 'id');
    if (partType === undefined && !app.PartType) reasons.push(said('acesPartTypeMissing'));
    draft.partTypeId = partType;

    const qty = textOf(app.Qty);
    if (qty !== undefined) {
      const n = whole(qty, 1, 32_767);
      if (n === null) reasons.push(said('acesQty', { value: qty }));
      else draft.quantity = n;
    }

    if (app.Position !== undefined) {
      const name = textOf(app.Position);
      if (name === undefined) reasons.push(said('acesPositionNoName', { id: attrOf(app.Position, 'id') ?? '', allowed: knownPositions() }));
      else draft.position = canonicalPosition(name) ?? (reasons.push(said('positionUnknown', { value: name, allowed: knownPositions() })), null);
    }

    const notes = [...asArray(app.Note as unknown[]).map((n) => textOf(n)), ...asArray(app.Qual as unknown[]).map((q) => textOf((q as Record<string, unknown>)?.text))].filter((n): n is string => !!n);
    if (notes.length) draft.qualifier = notes.join('; ').slice(0, 500);

    const part = textOf(app.Part);
    if (!part) reasons.push(said('acesPartMissing'));
    else if (part.length > PART_NUMBER_MAX) reasons.push(said('acesPartTooLong', { value: part.slice(0, 20), max: PART_NUMBER_MAX }));
    const brandCode = attrOf(app.Part, 'BrandAAIAID') ?? textOf(app.BrandAAIAID);
    draft.product = { partNumber: part ?? '', brandCode };

    if (reasons.length) problems.add(at, reasons);
    else drafts.push(draft);
  });

  const recordCount = textOf((root.Footer as Record<string, unknown> | undefined)?.RecordCount);
  if (recordCount !== undefined && Number(recordCount) !== apps.length) {
    problems.add(atElement(lineOf(root.Footer), 'footer'), said('acesRecordCount', { said: recordCount, found: apps.length }));
  }
  return { drafts, problems, rows: apps.length };
}
