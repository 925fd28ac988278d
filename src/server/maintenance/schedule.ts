import type { AppliesTo, Fuel, MaintenanceSeverity, MaintenanceSystem } from './schema';

/**
 * The maintenance arithmetic, without a database: which rules apply to a vehicle, which past
 * services match a rule, and what is due.
 *
 * How "next due" is found, per rule (whichever of distance and time comes first):
 * - Distance, with a matching service that has a mileage: that mileage plus the interval.
 * - Distance, with no such record: the next multiple of the interval at or above the odometer
 *   (the factory-style schedule: 5,000, 10,000, 15,000 ...). Without a record nothing is
 *   called overdue by distance: we cannot know that it was not done.
 * - Time, with a matching service: its date plus the interval in months.
 * - Time, with no record: the next multiple of the interval counted from 1 January of the
 *   model year (an approximation of the in-service date).
 * - Status: `overdue` once passed; `due-soon` within the larger of 10 % of the interval and
 *   1,000 mi (1,500 km) for distance, or of 10 % and one month for time; `ok` otherwise.
 *   Without an odometer reading a rule with a distance interval is `unknown`, unless its
 *   time interval alone already makes it overdue or due soon.
 */

export type MileageUnit = 'mi' | 'km';
export type DueStatus = 'overdue' | 'due-soon' | 'ok' | 'unknown';
/** Display order: what needs attention first. */
export const DUE_STATUSES: readonly DueStatus[] = ['overdue', 'due-soon', 'ok', 'unknown'];

export const KM_PER_MILE = 1.609344;
/** "Due soon" starts this far ahead at the least (or 10 % of the interval when that is more). */
export const DUE_SOON_MIN_DISTANCE: Record<MileageUnit, number> = { mi: 1_000, km: 1_500 };
export const DUE_SOON_SHARE = 0.1;
export const DUE_SOON_MIN_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ScheduleRule {
  code: string;
  system: MaintenanceSystem;
  intervalMiles: number | null;
  intervalKm: number | null;
  intervalMonths: number | null;
  appliesTo: AppliesTo | null;
  partTypeSlug: string | null;
  severity: MaintenanceSeverity;
  keywords: string[];
  position: number;
}

/** What the schedule needs to know about the vehicle (a ResolvedVehicle fits). */
export interface VehicleFacts {
  year: number;
  /** The vPIC engine name, e.g. "2.5L L4 Gas": its last words give the fuel. */
  engine?: string | null;
}

/** A service the owner logged. Mileage is in the same unit as the odometer reading. */
export interface PastService {
  /** Set when the record names the rule it fulfils; otherwise the part type or the description is matched. */
  ruleCode?: string | null;
  partTypeSlug?: string | null;
  description?: string | null;
  /** ISO date (YYYY-MM-DD) or a Date. */
  date: string | Date;
  mileage: number | null;
}

export interface ScheduleInput {
  vehicle: VehicleFacts;
  mileage: number | null;
  mileageUnit: MileageUnit;
  services?: PastService[];
  now: Date;
}

export interface ScheduleItem {
  code: string;
  status: DueStatus;
  /** `record` when a logged service anchors the next due point, `schedule` when the factory-style schedule does. */
  basis: 'record' | 'schedule';
  /** The interval in the odometer's unit, or null for time-only rules. */
  intervalDistance: number | null;
  intervalMonths: number | null;
  nextDueMileage: number | null;
  /** How far until due (negative: overdue by). Null without an odometer reading or a distance interval. */
  distanceLeft: number | null;
  /** YYYY-MM-DD, or null for distance-only rules. */
  nextDueDate: string | null;
  lastService: { date: string; mileage: number | null } | null;
}

/** The fuel named at the end of a vPIC engine name; null when it does not say. */
export function fuelOf(engine: string | null | undefined): Fuel | null {
  if (!engine) return null;
  const name = engine.toLowerCase();
  if (/\belectric$/.test(name)) return 'electric';
  if (/\bhybrid$/.test(name)) return 'hybrid';
  if (/\bdiesel$/.test(name)) return 'diesel';
  if (/\b(gas|flex fuel|cng)$/.test(name)) return 'gas';
  return null;
}

/** Whether a rule or guide is for this vehicle; an unknown fuel never excludes. */
export function appliesToVehicle(appliesTo: AppliesTo | null | undefined, vehicle: VehicleFacts | null | undefined): boolean {
  if (!appliesTo || !vehicle) return true;
  if (appliesTo.minYear !== undefined && vehicle.year < appliesTo.minYear) return false;
  if (appliesTo.maxYear !== undefined && vehicle.year > appliesTo.maxYear) return false;
  const fuel = fuelOf(vehicle.engine);
  if (appliesTo.fuels && fuel && !appliesTo.fuels.includes(fuel)) return false;
  return true;
}

/** The distance interval in the odometer's unit; converted (to the nearest 500) when only the other unit is given. */
export function intervalDistance(rule: Pick<ScheduleRule, 'intervalMiles' | 'intervalKm'>, unit: MileageUnit): number | null {
  const round = (value: number) => Math.max(500, Math.round(value / 500) * 500);
  if (unit === 'mi') return rule.intervalMiles ?? (rule.intervalKm ? round(rule.intervalKm / KM_PER_MILE) : null);
  return rule.intervalKm ?? (rule.intervalMiles ? round(rule.intervalMiles * KM_PER_MILE) : null);
}

export function dueSoonDistance(interval: number, unit: MileageUnit): number {
  return Math.max(Math.round(interval * DUE_SOON_SHARE), DUE_SOON_MIN_DISTANCE[unit]);
}

export function dueSoonDays(months: number): number {
  return Math.max(Math.round(months * DUE_SOON_SHARE * 30.44), DUE_SOON_MIN_DAYS);
}

/** Lower case, accents dropped, punctuation to spaces: "Cambio de Aceite/Filtro" -> "cambio de aceite/filtro". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim();
}

/**
 * The rules a free-text description names, by keyword. Every keyword of every rule is looked
 * for as whole words; the longest matches win and overlapping shorter ones are dropped, so
 * "transmission oil change" is the transmission service, not an oil change, while
 * "oil change and tire rotation" is both.
 */
export function matchDescription(description: string, rules: Pick<ScheduleRule, 'code' | 'keywords'>[]): string[] {
  const text = ` ${normalizeText(description)} `;
  const hits: { start: number; end: number; code: string }[] = [];
  for (const rule of rules) {
    for (const keyword of rule.keywords) {
      const needle = ` ${normalizeText(keyword)} `;
      if (needle.trim() === '') continue;
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
        hits.push({ start: at + 1, end: at + needle.length - 1, code: rule.code });
      }
    }
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: typeof hits = [];
  for (const hit of hits) {
    if (taken.some((t) => hit.start < t.end && t.start < hit.end)) continue;
    taken.push(hit);
  }
  return [...new Set(taken.sort((a, b) => a.start - b.start).map((t) => t.code))];
}

/**
 * The services that fulfil a rule: by rule code, else by part type, else by description keywords.
 * `codesOf` answers the rule codes a description names among `rules` (matchDescription); a caller
 * going over many rules passes one that remembers its answers.
 */
export function servicesForRule(
  rule: ScheduleRule,
  services: PastService[],
  rules: ScheduleRule[],
  codesOf: (description: string) => string[] = (description) => matchDescription(description, rules),
): PastService[] {
  return services.filter((s) => {
    if (s.ruleCode) return s.ruleCode === rule.code;
    if (s.partTypeSlug && rule.partTypeSlug && s.partTypeSlug === rule.partTypeSlug) return true;
    return s.description ? codesOf(s.description).includes(rule.code) : false;
  });
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) return new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()));
  return new Date(`${value.slice(0, 10)}T00:00:00Z`);
}

/** Add calendar months, keeping the day where the month allows (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

const RANK: Record<DueStatus, number> = { overdue: 0, 'due-soon': 1, ok: 2, unknown: 3 };

function worst(a: DueStatus | null, b: DueStatus | null): DueStatus | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[a] <= RANK[b] ? a : b;
}

/** One rule's due point and status (the rule is assumed to apply to the vehicle). */
export function scheduleItem(rule: ScheduleRule, input: ScheduleInput, matches: PastService[]): ScheduleItem {
  const { mileage, mileageUnit: unit, now } = input;
  const today = toDate(now);
  const distance = intervalDistance(rule, unit);
  const months = rule.intervalMonths;

  const latest = [...matches].sort((a, b) => toDate(b.date).getTime() - toDate(a.date).getTime() || (b.mileage ?? -1) - (a.mileage ?? -1))[0];
  const recordedMileages = matches.map((s) => s.mileage).filter((m): m is number => m !== null);
  const lastMileage = recordedMileages.length ? Math.max(...recordedMileages) : null;

  let basis: ScheduleItem['basis'] = 'schedule';
  let nextDueMileage: number | null = null;
  let distanceStatus: DueStatus | null = null;
  if (distance !== null) {
    if (lastMileage !== null) {
      basis = 'record';
      nextDueMileage = lastMileage + distance;
    } else if (mileage !== null) {
      nextDueMileage = Math.max(distance, Math.ceil(mileage / distance) * distance);
    }
    if (mileage === null || nextDueMileage === null) distanceStatus = 'unknown';
    else {
      const left = nextDueMileage - mileage;
      distanceStatus = left < 0 ? 'overdue' : left <= dueSoonDistance(distance, unit) ? 'due-soon' : 'ok';
    }
  }

  let nextDueDate: Date | null = null;
  let timeStatus: DueStatus | null = null;
  if (months !== null) {
    if (latest) {
      basis = 'record';
      nextDueDate = addMonths(toDate(latest.date), months);
    } else {
      const inService = new Date(Date.UTC(input.vehicle.year, 0, 1));
      const monthsInService = (today.getUTCFullYear() - input.vehicle.year) * 12 + today.getUTCMonth();
      let k = Math.max(1, Math.floor(monthsInService / months));
      nextDueDate = addMonths(inService, k * months);
      while (nextDueDate < today) nextDueDate = addMonths(inService, ++k * months);
    }
    const daysLeft = Math.round((nextDueDate.getTime() - today.getTime()) / DAY_MS);
    timeStatus = daysLeft < 0 ? 'overdue' : daysLeft <= dueSoonDays(months) ? 'due-soon' : 'ok';
  }

  let status = worst(distanceStatus === 'unknown' ? null : distanceStatus, timeStatus) ?? 'unknown';
  // Without an odometer reading, time alone can say "due" but never "ok".
  if (distanceStatus === 'unknown' && status === 'ok') status = 'unknown';

  return {
    code: rule.code,
    status,
    basis,
    intervalDistance: distance,
    intervalMonths: months,
    nextDueMileage,
    distanceLeft: nextDueMileage !== null && mileage !== null ? nextDueMileage - mileage : null,
    nextDueDate: nextDueDate ? isoDate(nextDueDate) : null,
    lastService: latest ? { date: isoDate(toDate(latest.date)), mileage: latest.mileage } : null,
  };
}

/** Every rule that applies to the vehicle, with its status: overdue first, then due soon, ok, unknown; within a status, by the rules' order. */
export function computeSchedule(rules: ScheduleRule[], input: ScheduleInput): ScheduleItem[] {
  const applicable = rules.filter((r) => appliesToVehicle(r.appliesTo, input.vehicle));
  const services = input.services ?? [];
  const position = new Map(rules.map((r) => [r.code, r.position]));
  // Each description is matched against the applicable rules once, not once per rule.
  const described = new Map<string, string[]>();
  const codesOf = (description: string) => {
    let codes = described.get(description);
    if (!codes) described.set(description, (codes = matchDescription(description, applicable)));
    return codes;
  };
  return applicable
    .map((rule) => scheduleItem(rule, input, servicesForRule(rule, services, applicable, codesOf)))
    .sort((a, b) => RANK[a.status] - RANK[b.status] || (position.get(a.code) ?? 0) - (position.get(b.code) ?? 0));
}
