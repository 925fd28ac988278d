import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { partTypeShelves } from '@/server/catalog/part-type-shelves';
import { cached } from '@/server/platform/cache';
import { appliesToVehicle, type VehicleFacts } from './schedule';
import { MAINTENANCE_CACHE_PREFIX, MAINTENANCE_SYSTEMS, repairGuides as repairGuideTable, type GuideBody, type GuideDifficulty, type MaintenanceSystem } from './schema';

const GUIDES_CACHE_SECONDS = 3_600;

export interface RepairGuideSummary {
  slug: string;
  system: MaintenanceSystem;
  title: string;
  summary: string;
  difficulty: GuideDifficulty;
  minutes: number;
}

export interface RepairGuidePart {
  partTypeSlug: string;
  /** The catalogue shelf (not localised), or null when the catalogue has no such part type. */
  shopPath: string | null;
  /** The part type's name in the locale, as the catalogue has it, or null when it has no such part type. */
  name: string | null;
}

export interface RepairGuide extends RepairGuideSummary, GuideBody {
  parts: RepairGuidePart[];
}

type GuideRow = typeof repairGuideTable.$inferSelect;

const SYSTEM_ORDER = new Map(MAINTENANCE_SYSTEMS.map((s, i) => [s, i]));

function rows(executor: Executor): Promise<GuideRow[]> {
  return cached(`${MAINTENANCE_CACHE_PREFIX}guides`, () => executor.select().from(repairGuideTable).orderBy(asc(repairGuideTable.position), asc(repairGuideTable.slug)), GUIDES_CACHE_SECONDS);
}

function pick<T>(value: Record<string, T>, locale: Locale): T {
  return value[locale] ?? value['en-US']!;
}

function summaryOf(row: GuideRow, locale: Locale): RepairGuideSummary {
  return { slug: row.slug, system: row.system, title: pick(row.title, locale), summary: pick(row.summary, locale), difficulty: row.difficulty, minutes: row.minutes };
}

function bySystem(a: GuideRow, b: GuideRow): number {
  return (SYSTEM_ORDER.get(a.system) ?? 99) - (SYSTEM_ORDER.get(b.system) ?? 99) || a.position - b.position || a.slug.localeCompare(b.slug);
}

/** Every guide (or one system's), in the locale, ordered by system. */
export async function repairGuides(executor: Executor, locale: Locale, filter: { system?: MaintenanceSystem } = {}): Promise<RepairGuideSummary[]> {
  const all = await rows(executor);
  return all
    .filter((r) => !filter.system || r.system === filter.system)
    .sort(bySystem)
    .map((r) => summaryOf(r, locale));
}

/** One guide in full, in the locale; null for an unknown slug. */
export async function repairGuide(executor: Executor, slug: string, locale: Locale): Promise<RepairGuide | null> {
  const cachedRow = (await rows(executor)).find((r) => r.slug === slug);
  const row = cachedRow ?? (await executor.select().from(repairGuideTable).where(eq(repairGuideTable.slug, slug)))[0];
  if (!row) return null;
  const shelves = await partTypeShelves(executor, row.partTypeSlugs, locale);
  return {
    ...summaryOf(row, locale),
    ...pick(row.body, locale),
    parts: row.partTypeSlugs.map((partTypeSlug) => ({ partTypeSlug, shopPath: shelves.get(partTypeSlug)?.path ?? null, name: shelves.get(partTypeSlug)?.name ?? null })),
  };
}

/** The guides for a vehicle (the seeded ones are generic, so all of them unless a guide is limited), ordered by system. */
export async function guidesForVehicle(executor: Executor, vehicle: VehicleFacts | null, locale: Locale): Promise<RepairGuideSummary[]> {
  const all = await rows(executor);
  return all
    .filter((r) => appliesToVehicle(r.appliesTo, vehicle))
    .sort(bySystem)
    .map((r) => summaryOf(r, locale));
}
