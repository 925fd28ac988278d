import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/markets';

/** Text written for each locale: { 'en-US': ..., 'es-MX': ..., 'pt-BR': ... }. */
export type LocaleText = Record<Locale, string>;

/** The vehicle systems that maintenance rules and repair guides are filed under, in display order. */
export const MAINTENANCE_SYSTEMS = ['engine', 'brakes', 'cooling', 'transmission', 'tires', 'fuel', 'electrical', 'suspension', 'hvac'] as const;
export type MaintenanceSystem = (typeof MAINTENANCE_SYSTEMS)[number];

/** What the vehicle data tells about the fuel (the last words of the vPIC engine name). */
export const FUELS = ['gas', 'diesel', 'hybrid', 'electric'] as const;
export type Fuel = (typeof FUELS)[number];

/**
 * Which vehicles a rule or guide is for; null means every vehicle. A vehicle whose fuel is
 * unknown (no engine chosen) is not excluded by `fuels`.
 */
export interface AppliesTo {
  minYear?: number;
  maxYear?: number;
  fuels?: Fuel[];
}

export const MAINTENANCE_SEVERITIES = ['routine', 'important'] as const;
export type MaintenanceSeverity = (typeof MAINTENANCE_SEVERITIES)[number];

/**
 * The maintenance schedule: one row per service, with its interval by distance (miles for
 * the US, kilometres for Mexico and Brazil) and/or time, whichever comes first. Loaded from
 * data/maintenance/rules.json by the seed.
 */
export const maintenanceRules = pgTable(
  'maintenance_rules',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    system: text('system', { enum: MAINTENANCE_SYSTEMS }).notNull(),
    names: jsonb('names').$type<LocaleText>().notNull(),
    /** A caveat the shopper should read (e.g. "only if your engine has a timing belt"). */
    notes: jsonb('notes').$type<LocaleText>(),
    intervalMiles: integer('interval_miles'),
    intervalKm: integer('interval_km'),
    intervalMonths: integer('interval_months'),
    appliesTo: jsonb('applies_to').$type<AppliesTo>(),
    /** The part type to shop for (catalogue taxonomy slug). */
    partTypeSlug: text('part_type_slug'),
    /** The repair guide that shows how to do it. */
    guideSlug: text('guide_slug'),
    severity: text('severity', { enum: MAINTENANCE_SEVERITIES }).notNull().default('routine'),
    /** Words and phrases (lower case, no accents, in the three languages) that name this service in a service record. */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    position: smallint('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('maintenance_rules_has_interval', sql`${t.intervalMiles} is not null or ${t.intervalKm} is not null or ${t.intervalMonths} is not null`),
    check('maintenance_rules_positive_interval', sql`coalesce(${t.intervalMiles}, 1) > 0 and coalesce(${t.intervalKm}, 1) > 0 and coalesce(${t.intervalMonths}, 1) > 0`),
  ],
);

export const GUIDE_DIFFICULTIES = ['easy', 'moderate', 'hard'] as const;
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];

/** A guide's text in one language: an introduction, what you need, how to stay safe, the steps. */
export interface GuideBody {
  tools: string[];
  safety: string[];
  steps: string[];
  /** Closing advice: disposal, checks afterwards, when to see a professional. */
  finish: string;
}

/**
 * Written repair guides, generic across vehicles, in the three languages. Loaded from
 * data/repair-guides/<slug>.json by the seed, so that the business edits files, not code.
 */
export const repairGuides = pgTable(
  'repair_guides',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    system: text('system', { enum: MAINTENANCE_SYSTEMS }).notNull(),
    title: jsonb('title').$type<LocaleText>().notNull(),
    summary: jsonb('summary').$type<LocaleText>().notNull(),
    body: jsonb('body').$type<Record<Locale, GuideBody>>().notNull(),
    difficulty: text('difficulty', { enum: GUIDE_DIFFICULTIES }).notNull(),
    minutes: integer('minutes').notNull(),
    partTypeSlugs: text('part_type_slugs').array().notNull().default(sql`'{}'::text[]`),
    appliesTo: jsonb('applies_to').$type<AppliesTo>(),
    position: smallint('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_guides_system_idx').on(t.system, t.position)],
);

/** The cache keys of the rules and guides (cleared when the seed reloads them). */
export const MAINTENANCE_CACHE_PREFIX = 'maintenance:';
