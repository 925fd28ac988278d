import type { FitmentDraft } from './drafts';
import { Problems } from './report';
import { canonicalPosition, knownPositions } from './values';
import { asArray, attrOf, childNames, parseXml, textOf, whereOf } from './xml';

/**
 * ACES 4.x application files: one <App> per application of a part to vehicles.
 * Vehicles are our ids: <BaseVehicle id> is year * 100000 + model id (src/lib/vehicle-key.ts),
 * not the VCdb's; <Make>/<Model> ids are vPIC's, as in our vehicle tables; <EngineBase> or
 * <EngineConfig> name one of our engines, <SubModel> one of our submodels.
 */
const KNOWN = new Set(['BaseVehicle', 'Years', 'Make', 'Model', 'SubModel', 'EngineBase', 'EngineConfig', 'Qty', 'PartType', 'Position', 'Note', 'Qual', 'Part', 'MfrLabel', 'BrandAAIAID', 'SubBrandAAIAID', 'DisplayOrder', 'AssetName', 'AssetItemOrder', 'AssetItemRef']);

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
    problems.add(parsed.line ? `line ${parsed.line}` : 'file', parsed.reason, parsed.line);
    return { drafts: [], problems, rows: 0 };
  }
  const { root, lineOf } = parsed.doc;
  const apps = asArray(root.App as Record<string, unknown>[] | undefined);
  const drafts: FitmentDraft[] = [];

  apps.forEach((app, index) => {
    const line = lineOf(app);
    const id = attrOf(app, 'id');
    const where = whereOf(id ? `App id ${id}` : `App #${index + 1}`, line);
    const reasons: string[] = [];
    const need = (name: string, attribute: string, min = 1, max = 2_147_483_647): number | undefined => {
      const raw = attrOf(app[name], attribute);
      if (raw === undefined) return undefined;
      const n = whole(raw, min, max);
      if (n === null) reasons.push(`<${name} ${attribute}="${raw}"> is not a valid id`);
      return n ?? undefined;
    };

    const unknown = childNames(app).filter((n) => !KNOWN.has(n));
    if (unknown.length) reasons.push(`${unknown.map((n) => `<${n}>`).join(', ')} not supported: our vehicles have year, make, model, engine and submodel only (put other conditions in a <Note>)`);

    const actionText = attrOf(app, 'action') ?? 'A';
    if (actionText !== 'A' && actionText !== 'D') reasons.push(`action '${actionText}' is not A or D`);

    const draft: FitmentDraft = {
      at: { where, line },
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
      if (app.Years || app.Make || app.Model) reasons.push('give <BaseVehicle> or <Years>, <Make> and <Model>, not both');
      draft.vehicle = { baseVehicleId };
    } else if (yearFrom !== undefined && yearTo !== undefined && makeId !== undefined && modelId !== undefined) {
      if (yearFrom > yearTo) reasons.push(`<Years from="${yearFrom}"> is after to="${yearTo}"`);
      draft.vehicle = { yearFrom, yearTo, makeId, modelId };
    } else if (!reasons.some((r) => r.includes('not a valid id'))) {
      reasons.push('no vehicle: give <BaseVehicle id> or <Years from to>, <Make id> and <Model id>');
    }

    const engineBase = need('EngineBase', 'id');
    const engineConfig = need('EngineConfig', 'id');
    if (engineBase !== undefined && engineConfig !== undefined && engineBase !== engineConfig) reasons.push('<EngineBase> and <EngineConfig> name different engines');
    draft.engineId = engineBase ?? engineConfig;
    draft.submodelId = need('SubModel', 'id');

    const partType = need('PartType', 'id');
    if (partType === undefined && !app.PartType) reasons.push('no <PartType id>');
    draft.partTypeId = partType;

    const qty = textOf(app.Qty);
    if (qty !== undefined) {
      const n = whole(qty, 1, 32_767);
      if (n === null) reasons.push(`<Qty> '${qty}' is not a whole number from 1`);
      else draft.quantity = n;
    }

    if (app.Position !== undefined) {
      const name = textOf(app.Position);
      if (name === undefined) reasons.push(`<Position id="${attrOf(app.Position, 'id') ?? ''}"> has no name: we keep no PCdb position table, write the position as the element's text (one of ${knownPositions()})`);
      else draft.position = canonicalPosition(name) ?? (reasons.push(`position '${name}' is not known (one of ${knownPositions()})`), null);
    }

    const notes = [...asArray(app.Note as unknown[]).map((n) => textOf(n)), ...asArray(app.Qual as unknown[]).map((q) => textOf((q as Record<string, unknown>)?.text))].filter((n): n is string => !!n);
    if (notes.length) draft.qualifier = notes.join('; ').slice(0, 500);

    const part = textOf(app.Part);
    if (!part) reasons.push('no <Part> number');
    else if (part.length > 64) reasons.push(`<Part> '${part.slice(0, 20)}...' is longer than 64 characters`);
    const brandCode = attrOf(app.Part, 'BrandAAIAID') ?? textOf(app.BrandAAIAID);
    draft.product = { partNumber: part ?? '', brandCode };

    if (reasons.length) problems.add(where, reasons.join('; '), line);
    else drafts.push(draft);
  });

  const recordCount = textOf((root.Footer as Record<string, unknown> | undefined)?.RecordCount);
  if (recordCount !== undefined && Number(recordCount) !== apps.length) {
    problems.add(whereOf('Footer', lineOf(root.Footer)), `RecordCount says ${recordCount} applications but the file has ${apps.length}`, lineOf(root.Footer));
  }
  return { drafts, problems, rows: apps.length };
}
