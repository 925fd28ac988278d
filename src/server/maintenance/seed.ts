import { MAINTENANCE_CACHE_PREFIX } from './schema';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { cache } from '@/server/platform/cache';
import { FUELS, GUIDE_DIFFICULTIES, MAINTENANCE_SEVERITIES, MAINTENANCE_SYSTEMS, maintenanceRules, repairGuides } from './schema';
import { normalizeText } from './schedule';

/** The files the business edits: the maintenance schedule and one file per repair guide. */
export const MAINTENANCE_DATA_DIR = path.join(process.cwd(), 'data', 'maintenance');
export const REPAIR_GUIDE_DIR = path.join(process.cwd(), 'data', 'repair-guides');

const localized = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().min(1)])) as Record<(typeof LOCALES)[number], z.ZodString>);
const appliesTo = z
  .object({
    minYear: z.number().int().min(1900).optional(),
    maxYear: z.number().int().min(1900).optional(),
    fuels: z.array(z.enum(FUELS)).min(1).optional(),
  })
  .strict()
  .nullable()
  .default(null);
const interval = z.number().int().positive().nullable().default(null);

const ruleFile = z.object({
  source: z.string(),
  rules: z
    .array(
      z
        .object({
          code: z.string().regex(/^[a-z0-9-]+$/),
          system: z.enum(MAINTENANCE_SYSTEMS),
          names: localized,
          notes: localized.nullable().default(null),
          intervalMiles: interval,
          intervalKm: interval,
          intervalMonths: interval,
          appliesTo,
          partTypeSlug: z.string().nullable().default(null),
          guideSlug: z.string().nullable().default(null),
          severity: z.enum(MAINTENANCE_SEVERITIES),
          keywords: z.array(z.string().min(1)).default([]),
        })
        .strict()
        .refine((r) => r.intervalMiles !== null || r.intervalKm !== null || r.intervalMonths !== null, { message: 'a rule needs an interval' }),
    )
    .min(1),
});
export type MaintenanceRuleData = z.infer<typeof ruleFile>['rules'][number];

const guideText = z.object({
  title: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  tools: z.array(z.string().trim().min(1)).min(1),
  safety: z.array(z.string().trim().min(1)).min(1),
  steps: z.array(z.string().trim().min(1)).min(3),
  finish: z.string().trim().min(1),
});
const guideFile = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    system: z.enum(MAINTENANCE_SYSTEMS),
    position: z.number().int().min(0).default(0),
    difficulty: z.enum(GUIDE_DIFFICULTIES),
    minutes: z.number().int().positive(),
    partTypeSlugs: z.array(z.string()).default([]),
    appliesTo,
    text: z.object(Object.fromEntries(LOCALES.map((l) => [l, guideText])) as Record<(typeof LOCALES)[number], typeof guideText>),
  })
  .strict();
export type RepairGuideData = z.infer<typeof guideFile>;

/** The schedule in data/maintenance/rules.json, checked. */
export function loadMaintenanceRules(dir = MAINTENANCE_DATA_DIR): MaintenanceRuleData[] {
  return ruleFile.parse(JSON.parse(fs.readFileSync(path.join(dir, 'rules.json'), 'utf8'))).rules;
}

function guideFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** Every guide in data/repair-guides/, checked; a file's name must be its slug. */
export function loadRepairGuides(dir = REPAIR_GUIDE_DIR): RepairGuideData[] {
  return guideFiles(dir).map((file) => {
    const guide = guideFile.parse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    if (`${guide.slug}.json` !== file) throw new Error(`${file}: its slug is "${guide.slug}"`);
    return guide;
  });
}

/** Changes whenever a data file changes, so that the next seed reloads them. */
export function maintenanceDataVersion(): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(path.join(MAINTENANCE_DATA_DIR, 'rules.json')));
  for (const file of guideFiles(REPAIR_GUIDE_DIR)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(REPAIR_GUIDE_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Load (or reload) the maintenance rules and repair guides from the data files: rows are
 * upserted by code and slug, and rows whose file entry was removed are deleted. Idempotent.
 */
export async function seedMaintenance(executor: Executor, log: (line: string) => void = () => {}): Promise<number> {
  const rules = loadMaintenanceRules();
  const guides = loadRepairGuides();
  const now = new Date();

  const ruleRows = rules.map((r, position) => ({ ...r, keywords: [...new Set(r.keywords.map(normalizeText))], position, updatedAt: now }));
  await executor
    .insert(maintenanceRules)
    .values(ruleRows)
    .onConflictDoUpdate({
      target: maintenanceRules.code,
      set: Object.fromEntries(
        ['system', 'names', 'notes', 'interval_miles', 'interval_km', 'interval_months', 'applies_to', 'part_type_slug', 'guide_slug', 'severity', 'keywords', 'position', 'updated_at'].map((c) => [
          toCamel(c),
          sql.raw(`excluded.${c}`),
        ]),
      ),
    });
  await executor.delete(maintenanceRules).where(notInArray(maintenanceRules.code, rules.map((r) => r.code)));

  const guideRows = guides.map((g) => ({
    slug: g.slug,
    system: g.system,
    position: g.position,
    difficulty: g.difficulty,
    minutes: g.minutes,
    partTypeSlugs: g.partTypeSlugs,
    appliesTo: g.appliesTo,
    title: Object.fromEntries(LOCALES.map((l) => [l, g.text[l].title])) as Record<(typeof LOCALES)[number], string>,
    summary: Object.fromEntries(LOCALES.map((l) => [l, g.text[l].summary])) as Record<(typeof LOCALES)[number], string>,
    body: Object.fromEntries(LOCALES.map((l) => [l, { tools: g.text[l].tools, safety: g.text[l].safety, steps: g.text[l].steps, finish: g.text[l].finish }])) as Record<
      (typeof LOCALES)[number],
      { tools: string[]; safety: string[]; steps: string[]; finish: string }
    >,
    updatedAt: now,
  }));
  if (guideRows.length) {
    await executor
      .insert(repairGuides)
      .values(guideRows)
      .onConflictDoUpdate({
        target: repairGuides.slug,
        set: Object.fromEntries(
          ['system', 'title', 'summary', 'body', 'difficulty', 'minutes', 'part_type_slugs', 'applies_to', 'position', 'updated_at'].map((c) => [toCamel(c), sql.raw(`excluded.${c}`)]),
        ),
      });
  }
  await executor.delete(repairGuides).where(notInArray(repairGuides.slug, guides.map((g) => g.slug)));

  await cache.deleteByPrefix(MAINTENANCE_CACHE_PREFIX);
  log(`Loaded ${rules.length} maintenance rules and ${guides.length} repair guides`);
  return rules.length + guides.length;
}

function toCamel(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
