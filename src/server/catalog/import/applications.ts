import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { baseVehicleId as makeBaseVehicleId } from '@/lib/vehicle-key';
import { bulkAddApplications, bulkMarkUniversal, type ApplicationWrite } from '@/server/vehicles/fitment';
import {
  applicationsOfProducts,
  deleteApplications,
  universalAmong,
  unmarkUniversal,
  updateApplicationQuantities,
  vehicleReference,
  type VehicleReference,
} from '@/server/vehicles/fitment-import';
import { brands, partTypes, products } from '../schema';
import type { FitmentDraft } from './drafts';
import type { Counts, Problems } from './report';
import { BATCH_SIZE, chunks, selectIn } from './sql';
import { said, type Reason } from './wordings';

/**
 * Fitment from a CSV or ACES file: each row names a product and vehicles (a base vehicle,
 * or a year range of a make's model, with an engine or submodel) that must be in our
 * vehicle data. Adds skip applications already there (updating their quantity); deletes
 * remove matching applications. Deletes run before adds. The vehicle data is read and the
 * applications written through the vehicles module's functions (vehicles/fitment-import.ts,
 * vehicles/fitment.ts), in the import's transaction.
 */
type Application = Required<Pick<ApplicationWrite, 'productId' | 'partTypeId' | 'baseVehicleId' | 'quantity'>> & {
  engineId: number | null;
  submodelId: number | null;
  position: string | null;
  qualifier: string | null;
};

export interface FitmentPlan {
  inserts: Application[];
  quantityUpdates: { id: number; quantity: number }[];
  deleteIds: number[];
  universalAdd: { productId: number; partTypeId: number }[];
  universalRemove: number[];
  preview: Counts;
}

interface ProductRef {
  id: number;
  sku: string;
  partNumber: string;
  partTypeId: number;
  brandSlug: string;
  brandName: string;
}

async function resolveProducts(executor: Executor, drafts: FitmentDraft[], problems: Problems): Promise<Map<FitmentDraft, ProductRef>> {
  const names = drafts.map((d) => ('sku' in d.product ? d.product.sku : d.product.partNumber));
  const found = await selectIn(names, (piece) =>
    executor
      .select({ id: products.id, sku: products.sku, partNumber: products.partNumber, partTypeId: products.partTypeId, brandSlug: brands.slug, brandName: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(or(inArray(products.sku, piece as string[]), inArray(products.partNumber, piece as string[]))),
  );
  const bySku = new Map(found.map((p) => [p.sku, p]));
  const byPartNumber = new Map<string, ProductRef[]>();
  for (const p of found) byPartNumber.set(p.partNumber, [...(byPartNumber.get(p.partNumber) ?? []), p]);

  const resolved = new Map<FitmentDraft, ProductRef>();
  for (const d of drafts) {
    if ('sku' in d.product) {
      const p = bySku.get(d.product.sku);
      if (p) resolved.set(d, p);
      else problems.add(d.at, said('skuUnknown', { sku: d.product.sku }));
      continue;
    }
    const { partNumber, brandCode } = d.product;
    let candidates = byPartNumber.get(partNumber) ?? (bySku.has(partNumber) ? [bySku.get(partNumber)!] : []);
    if (brandCode) candidates = candidates.filter((p) => [p.brandSlug.toLowerCase(), p.brandName.toLowerCase()].includes(brandCode.toLowerCase()));
    if (candidates.length === 1) resolved.set(d, candidates[0]!);
    else if (candidates.length === 0) problems.add(d.at, brandCode ? said('partOfBrandUnknown', { partNumber, brand: brandCode }) : said('partUnknown', { partNumber }));
    else problems.add(d.at, said('partAmbiguous', { partNumber, brands: candidates.map((c) => c.brandName).join(', ') }));
  }
  return resolved;
}


/** The base vehicles a row names, or why it names none. */
function expandVehicles(d: FitmentDraft, v: VehicleReference): number[] | Reason {
  const name = (id: number) => {
    const b = v.baseVehicles.get(id)!;
    return `${b.year} ${v.makes.get(b.makeId) ?? `make ${b.makeId}`} ${v.models.get(b.modelId)?.name ?? `model ${b.modelId}`}`;
  };
  let ids: number[];
  const vehicle = d.vehicle!;
  if ('baseVehicleId' in vehicle) {
    if (!v.baseVehicles.has(vehicle.baseVehicleId)) return said('baseVehicleUnknown', { id: vehicle.baseVehicleId });
    ids = [vehicle.baseVehicleId];
  } else {
    const { yearFrom, yearTo, makeId, modelId } = vehicle;
    const makeName = v.makes.get(makeId);
    if (makeName === undefined) return said('makeUnknown', { id: makeId });
    const model = v.models.get(modelId);
    if (!model) return said('modelUnknown', { id: modelId });
    if (model.makeId !== makeId) return said('modelNotOfMake', { model: modelId, modelName: model.name, make: makeId, makeName });
    ids = [];
    const missing: number[] = [];
    for (let year = yearFrom; year <= yearTo; year++) {
      const id = makeBaseVehicleId(year, modelId);
      if (v.baseVehicles.has(id)) ids.push(id);
      else missing.push(year);
    }
    const named = `${makeName} ${model.name}`;
    if (missing.length > 3) return said('yearsMissingMany', { vehicle: named, count: missing.length, years: missing.slice(0, 3).join(', ') });
    if (missing.length) return said('yearsMissing', { vehicle: named, years: missing.join(', ') });
  }
  // The first three vehicles without it: "2015 Toyota Camry, 2016 Toyota Camry, ...".
  const names = (without: number[]) => `${without.slice(0, 3).map(name).join(', ')}${without.length > 3 ? ', ...' : ''}`;
  if (d.engineId !== undefined) {
    if (!v.engines.has(d.engineId)) return said('engineUnknown', { id: d.engineId });
    const without = ids.filter((id) => !v.engineLinks.has(`${id}:${d.engineId}`));
    if (without.length) return said('engineNotOf', { id: d.engineId, vehicles: names(without) });
  }
  if (d.submodelId !== undefined) {
    if (!v.submodels.has(d.submodelId)) return said('submodelUnknown', { id: d.submodelId });
    const without = ids.filter((id) => !v.submodelLinks.has(`${id}:${d.submodelId}`));
    if (without.length) return said('submodelNotOf', { id: d.submodelId, vehicles: names(without) });
  }
  return ids;
}

/** What identifies an application; deletes match without the qualifier. */
const place = (a: Omit<Application, 'quantity' | 'qualifier' | 'partTypeId'>) => `${a.productId}|${a.baseVehicleId}|${a.engineId ?? ''}|${a.submodelId ?? ''}|${a.position ?? ''}`;
const identity = (a: Omit<Application, 'quantity' | 'partTypeId'>) => `${place(a)}|${a.qualifier ?? ''}`;

export async function planFitment(executor: Executor, drafts: FitmentDraft[], problems: Problems): Promise<FitmentPlan> {
  const resolved = await resolveProducts(executor, drafts, problems);
  const typeIds = new Set((await executor.select({ id: partTypes.id }).from(partTypes)).map((t) => t.id));
  const vehicles = drafts.some((d) => d.vehicle) ? await vehicleReference(executor) : null;

  const adds = new Map<string, Application>();
  const deletes: Application[] = [];
  const universalAdd = new Map<number, number>();
  const universalRemove = new Set<number>();
  for (const d of drafts) {
    const product = resolved.get(d);
    if (!product) continue;
    const partTypeId = d.partTypeId ?? product.partTypeId;
    if (!typeIds.has(partTypeId)) {
      problems.add(d.at, said('partTypeUnknown', { value: partTypeId }));
      continue;
    }
    if (d.universal) {
      if (d.action === 'add') universalAdd.set(product.id, partTypeId);
      else universalRemove.add(product.id);
      continue;
    }
    const ids = expandVehicles(d, vehicles!);
    if (!Array.isArray(ids)) {
      problems.add(d.at, ids);
      continue;
    }
    for (const baseVehicleId of ids) {
      const app: Application = { productId: product.id, partTypeId, baseVehicleId, engineId: d.engineId ?? null, submodelId: d.submodelId ?? null, position: d.position, qualifier: d.qualifier, quantity: d.quantity };
      if (d.action === 'delete') deletes.push(app);
      else adds.set(identity(app), app);
    }
  }

  // Compare with what the catalogue has for these products.
  const productIds = [...new Set([...adds.values(), ...deletes].map((a) => a.productId))];
  const existing = await applicationsOfProducts(executor, productIds);
  const byPlace = new Map<string, typeof existing>();
  for (const e of existing) byPlace.set(place(e), [...(byPlace.get(place(e)) ?? []), e]);
  const deleteIds = new Set<number>();
  let notFound = 0;
  for (const d of deletes) {
    const matches = byPlace.get(place(d)) ?? [];
    if (!matches.length) notFound++;
    for (const m of matches) deleteIds.add(m.id);
  }
  const kept = new Map(existing.filter((e) => !deleteIds.has(e.id)).map((e) => [identity(e), e]));
  const plan: FitmentPlan = { inserts: [], quantityUpdates: [], deleteIds: [...deleteIds], universalAdd: [], universalRemove: [...universalRemove], preview: {} };
  let present = 0;
  for (const [key, app] of adds) {
    const have = kept.get(key);
    if (!have) plan.inserts.push(app);
    else if (have.quantity !== app.quantity) plan.quantityUpdates.push({ id: have.id, quantity: app.quantity });
    else present++;
  }
  const universalHave = await universalAmong(executor, [...universalAdd.keys()]);
  plan.universalAdd = [...universalAdd].filter(([id]) => !universalHave.has(id)).map(([productId, partTypeId]) => ({ productId, partTypeId }));

  plan.preview = { added: plan.inserts.length, 'quantity updated': plan.quantityUpdates.length, 'already present': present, deleted: plan.deleteIds.length };
  if (notFound) plan.preview['delete(s) matching nothing'] = notFound;
  if (universalAdd.size || universalRemove.size) {
    plan.preview['universal marked'] = plan.universalAdd.length;
    plan.preview['universal removed'] = plan.universalRemove.length;
  }
  return plan;
}

export async function writeFitment(executor: Executor, plan: FitmentPlan, progress: (line: string) => void): Promise<Counts> {
  await deleteApplications(executor, plan.deleteIds);
  await unmarkUniversal(executor, plan.universalRemove);
  await updateApplicationQuantities(executor, plan.quantityUpdates);
  let written = 0;
  for (const batch of chunks(plan.inserts)) {
    await bulkAddApplications(executor, batch);
    written += batch.length;
    if (plan.inserts.length > BATCH_SIZE) progress(`fitment: ${written.toLocaleString('en-US')} of ${plan.inserts.length.toLocaleString('en-US')} applications added`);
  }
  for (const batch of chunks(plan.universalAdd)) await bulkMarkUniversal(executor, batch);
  return plan.preview;
}
