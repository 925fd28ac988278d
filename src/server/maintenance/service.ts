import { asc } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { partTypeShelves } from '@/server/catalog/part-type-shelves';
import { cached } from '@/server/platform/cache';
import { computeSchedule, type DueStatus, type MileageUnit, type PastService, type ScheduleItem, type ScheduleRule, type VehicleFacts } from './schedule';
import { MAINTENANCE_CACHE_PREFIX, maintenanceRules, type AppliesTo, type LocaleText, type MaintenanceSeverity, type MaintenanceSystem } from './schema';

export type { DueStatus, MileageUnit, PastService, VehicleFacts } from './schedule';

/** Rules change only when the data files are reloaded (the seed clears the cache). */
const RULES_CACHE_SECONDS = 3_600;

export interface MaintenanceRule {
  code: string;
  system: MaintenanceSystem;
  name: string;
  note: string | null;
  intervalMiles: number | null;
  intervalKm: number | null;
  intervalMonths: number | null;
  appliesTo: AppliesTo | null;
  partTypeSlug: string | null;
  guideSlug: string | null;
  severity: MaintenanceSeverity;
  keywords: string[];
  position: number;
}

type RuleRow = typeof maintenanceRules.$inferSelect;

function text(value: LocaleText | null, locale: Locale): string | null {
  return value ? (value[locale] ?? value['en-US'] ?? null) : null;
}

function ruleRows(executor: Executor): Promise<RuleRow[]> {
  return cached(`${MAINTENANCE_CACHE_PREFIX}rules`, () => executor.select().from(maintenanceRules).orderBy(asc(maintenanceRules.position), asc(maintenanceRules.code)), RULES_CACHE_SECONDS);
}

/** The whole schedule, named in the locale, in its seeded order. */
export async function maintenanceRuleList(executor: Executor, locale: Locale): Promise<MaintenanceRule[]> {
  const rows = await ruleRows(executor);
  return rows.map((r) => ({
    code: r.code,
    system: r.system,
    name: text(r.names, locale) ?? r.code,
    note: text(r.notes, locale),
    intervalMiles: r.intervalMiles,
    intervalKm: r.intervalKm,
    intervalMonths: r.intervalMonths,
    appliesTo: r.appliesTo,
    partTypeSlug: r.partTypeSlug,
    guideSlug: r.guideSlug,
    severity: r.severity,
    keywords: r.keywords,
    position: r.position,
  }));
}

export interface MaintenanceScheduleInput {
  /** A ResolvedVehicle fits: the model year and the engine name are used. */
  vehicle: VehicleFacts;
  /** The odometer reading, or null when the owner has not entered one. */
  mileage: number | null;
  mileageUnit: MileageUnit;
  /** Logged services; mileage in `mileageUnit`. Matched by rule code, part type or description keywords. */
  lastServices?: PastService[];
  locale: Locale;
  now?: Date;
}

export interface MaintenanceDueItem extends ScheduleItem {
  system: MaintenanceSystem;
  name: string;
  note: string | null;
  severity: MaintenanceSeverity;
  partTypeSlug: string | null;
  /** The catalogue shelf to shop the part on (not localised), or null. */
  shopPath: string | null;
  /** The part type's name in the locale, as the catalogue has it, or null. */
  partTypeName: string | null;
  guideSlug: string | null;
}

export interface MaintenanceSchedule {
  mileage: number | null;
  mileageUnit: MileageUnit;
  /** Overdue first, then due soon, ok, and unknown (no odometer reading). */
  items: MaintenanceDueItem[];
  counts: Record<DueStatus, number>;
}

/** What is due for a vehicle at its mileage and date, from the seeded rules and the logged services. */
export async function maintenanceSchedule(executor: Executor, input: MaintenanceScheduleInput): Promise<MaintenanceSchedule> {
  const rules = await maintenanceRuleList(executor, input.locale);
  const byCode = new Map(rules.map((r) => [r.code, r]));
  const scheduleRules: ScheduleRule[] = rules;
  const shelves = await partTypeShelves(executor, rules.map((r) => r.partTypeSlug), input.locale);
  const items = computeSchedule(scheduleRules, {
    vehicle: input.vehicle,
    mileage: input.mileage,
    mileageUnit: input.mileageUnit,
    services: input.lastServices ?? [],
    now: input.now ?? new Date(),
  }).map((item) => {
    const rule = byCode.get(item.code)!;
    return {
      ...item,
      system: rule.system,
      name: rule.name,
      note: rule.note,
      severity: rule.severity,
      partTypeSlug: rule.partTypeSlug,
      shopPath: (rule.partTypeSlug && shelves.get(rule.partTypeSlug)?.path) ?? null,
      partTypeName: (rule.partTypeSlug && shelves.get(rule.partTypeSlug)?.name) ?? null,
      guideSlug: rule.guideSlug,
    };
  });
  const counts: Record<DueStatus, number> = { overdue: 0, 'due-soon': 0, ok: 0, unknown: 0 };
  for (const item of items) counts[item.status] += 1;
  return { mileage: input.mileage, mileageUnit: input.mileageUnit, items, counts };
}
