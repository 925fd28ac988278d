import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { guidesForVehicle, repairGuide, repairGuides } from './repair-guides';
import { maintenanceRules, repairGuides as repairGuideTable } from './schema';
import { loadMaintenanceRules, loadRepairGuides, seedMaintenance } from './seed';
import { maintenanceRuleList, maintenanceSchedule } from './service';

describe('maintenance rules and repair guides', () => {
  beforeAll(async () => {
    await db().transaction((tx) => seedMaintenance(tx));
  });

  it('reads the seeded rules back in each locale, in the order of the data file', async () => {
    const expected = loadMaintenanceRules();
    const en = await maintenanceRuleList(db(), 'en-US');
    const es = await maintenanceRuleList(db(), 'es-MX');
    const pt = await maintenanceRuleList(db(), 'pt-BR');
    expect(en.map((r) => r.code)).toEqual(expected.map((r) => r.code));
    expect(en[0]).toMatchObject({ code: 'oil-change', name: 'Engine oil and filter change', intervalMiles: 5_000, intervalKm: 8_000, intervalMonths: 6, partTypeSlug: 'oil-filter' });
    expect(es[0]?.name).toBe('Cambio de aceite y filtro');
    expect(pt[0]?.name).toBe('Troca de óleo e filtro');
    expect(es.find((r) => r.code === 'timing-belt')?.note).toMatch(/manual del propietario/);
  });

  it('says what is due at the vehicle mileage, with shelf links, in the locale', async () => {
    const schedule = await maintenanceSchedule(db(), {
      vehicle: { year: 2016, engine: '2.4L L4 Gas' },
      mileage: 61_000,
      mileageUnit: 'km',
      lastServices: [{ description: 'Cambio de aceite', date: '2025-01-10', mileage: 52_000 }],
      locale: 'es-MX',
      now: new Date('2025-06-01T00:00:00Z'),
    });
    const oil = schedule.items.find((i) => i.code === 'oil-change');
    expect(oil).toMatchObject({ status: 'overdue', nextDueMileage: 60_000, name: 'Cambio de aceite y filtro', shopPath: '/parts/filters/oil-filter', partTypeName: 'Filtro de aceite', guideSlug: 'change-engine-oil-and-filter' });
    expect(schedule.items[0]?.status).toBe('overdue');
    expect(schedule.items.map((i) => i.code)).not.toContain('diesel-water-separator');
    expect(schedule.counts.overdue + schedule.counts['due-soon'] + schedule.counts.ok + schedule.counts.unknown).toBe(schedule.items.length);
  });

  it('leaves engine services out for an electric vehicle', async () => {
    const schedule = await maintenanceSchedule(db(), { vehicle: { year: 2022, engine: 'Electric' }, mileage: 10_000, mileageUnit: 'mi', locale: 'en-US' });
    const codes = schedule.items.map((i) => i.code);
    expect(codes).not.toContain('oil-change');
    expect(codes).toContain('tire-rotation');
    expect(codes).toContain('brake-inspection');
  });

  it('serves every guide in the three languages, ordered by system', async () => {
    const files = loadRepairGuides();
    for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) {
      const list = await repairGuides(db(), locale);
      expect(list).toHaveLength(files.length);
      expect(list[0]?.system).toBe('engine');
    }
    const pt = await repairGuide(db(), 'replace-disc-brake-pads', 'pt-BR');
    expect(pt).toMatchObject({ title: 'Troque as pastilhas do freio a disco', difficulty: 'moderate', minutes: 90 });
    expect(pt?.steps.length).toBeGreaterThan(5);
    expect(pt?.parts[0]).toEqual({ partTypeSlug: 'brake-pad-set', shopPath: '/parts/brakes/brake-pad-set', name: 'Jogo de pastilhas de freio' });
    expect((await repairGuides(db(), 'en-US', { system: 'brakes' })).map((g) => g.slug)).toEqual(['replace-disc-brake-pads']);
    expect(await repairGuide(db(), 'no-such-guide', 'en-US')).toBeNull();
  });

  it('filters guides by the vehicle', async () => {
    const diesel = await guidesForVehicle(db(), { year: 2015, engine: '3.0L V6 Turbo Diesel' }, 'en-US');
    expect(diesel.map((g) => g.slug)).not.toContain('replace-spark-plugs');
    expect(diesel.map((g) => g.slug)).toContain('change-engine-oil-and-filter');
    const any = await guidesForVehicle(db(), null, 'en-US');
    expect(any.length).toBe(loadRepairGuides().length);
  });

  it('reloads from the files idempotently, replacing edits made in the database', async () => {
    await db().update(maintenanceRules).set({ intervalMiles: 1 }).where(eq(maintenanceRules.code, 'oil-change'));
    await db().transaction((tx) => seedMaintenance(tx));
    await db().transaction((tx) => seedMaintenance(tx));
    const rows = await db().select().from(maintenanceRules);
    expect(rows).toHaveLength(loadMaintenanceRules().length);
    expect(rows.find((r) => r.code === 'oil-change')?.intervalMiles).toBe(5_000);
    expect(await db().select({ slug: repairGuideTable.slug }).from(repairGuideTable)).toHaveLength(loadRepairGuides().length);
  });
});
