import { eq, sql } from 'drizzle-orm';
import { seedPromotions } from '@/server/promotions/promo-codes';
import { seedPromotionOffers } from '@/server/promotions/seed';
import { weekStart } from '@/server/promotions/circulars';
import { marketToday } from '@/lib/dates';
import { seedEmailOfferPromotion } from '@/server/rewards/email-offers';
import { seedRewardsMembers } from '@/server/rewards/seed';
import { seedStorePurchases } from '@/server/orders/store-sales';
import { GIFT_CARD_SEED_VERSION, seedGiftCards } from '@/server/giftcards/seed';
import { seedContent } from '@/server/content/seed';
import { maintenanceDataVersion, seedMaintenance } from '@/server/maintenance/seed';
import { catalogVersion, seedCatalog, spreadProductIds } from '@/server/catalog/seed';
import { refreshSearchDocuments } from '@/server/search/refresh';
import { seedVehicleData, vehicleDataVersion } from '@/server/vehicles/seed';
import { firstPickupStoreNumbers, seedStoreDirectory, storeDataVersion } from '@/server/stores/seed';
import { seedStoreStock, STORE_STOCK_GENERATOR_VERSION } from '@/server/inventory/seed';
import { demoStaffWanted, seedDemoStaff } from '@/server/staff/seed';
import type { Database } from '@/server/db/client';
import { seedRuns } from './schema';
import { catalogWasImported } from './seed-runs';

/**
 * Each data set the demo needs, with a version: a loaded version is skipped. Content loads
 * what is missing; vehicle data is replaced whenever its files change.
 */
const SEEDS: { name: string; version: () => string; run: (db: Database, log: (line: string) => void) => Promise<number>; keep?: (db: Database) => Promise<boolean> }[] = [
  { name: 'content', version: () => '3', run: (db) => db.transaction((tx) => seedContent(tx)) },
  { name: 'promotions', version: () => '1', run: (db) => db.transaction((tx) => seedPromotions(tx)) },
  { name: 'email-offer-promotions', version: () => '1', run: (db) => db.transaction((tx) => seedEmailOfferPromotion(tx)) },
  { name: 'maintenance', version: maintenanceDataVersion, run: (db, log) => db.transaction((tx) => seedMaintenance(tx, log)) },
  { name: 'gift-cards', version: () => GIFT_CARD_SEED_VERSION, run: (db) => db.transaction((tx) => seedGiftCards(tx)) },
  { name: 'stores', version: storeDataVersion, run: seedStoreDirectory },
  { name: 'vehicles', version: vehicleDataVersion, run: seedVehicleData },
  // After the vehicles: its fitment applies to them, so new vehicle data regenerates it.
  // An imported catalogue is the operator's: the demo never replaces it.
  {
    name: 'catalog',
    version: () => catalogVersion(vehicleDataVersion()),
    run: (db, log) =>
      db.transaction(async (tx) => {
        const rows = await seedCatalog(tx, log);
        log('  search index...');
        await refreshSearchDocuments(tx);
        await tx.execute(sql`ANALYZE`);
        return rows;
      }),
    keep: catalogWasImported,
  },
  // Whenever the catalogue or the stores change; an imported catalogue brings its own stock.
  {
    name: 'store-stock',
    version: () => `${STORE_STOCK_GENERATOR_VERSION}:${catalogVersion(vehicleDataVersion())}:${storeDataVersion()}`,
    run: (db, log) => db.transaction((tx) => seedStoreStock(tx, (about) => spreadProductIds(tx, about), log)),
    keep: catalogWasImported,
  },
  // One staff member of each role (published passwords, demo only); the store manager manages the first two US stores that offer pickup.
  {
    name: 'staff',
    version: () => (demoStaffWanted() ? '1' : 'none'),
    run: (db) =>
      db.transaction(async (tx) => {
        return seedDemoStaff(tx, await firstPickupStoreNumbers(tx, 'US', 2));
      }),
  },
  // Coupons, this week's circular and the next weeks': a new week runs it again; it only adds what is missing.
  { name: 'promotion-offers', version: () => `1:${weekStart(marketToday('en-US'))}`, run: (db) => db.transaction((tx) => seedPromotionOffers(tx)) },
  // Members who joined in a store, with counter purchases of the demo catalogue.
  {
    name: 'rewards-members',
    version: () => '1',
    run: (db) =>
      db.transaction(async (tx) => {
        const members = await seedRewardsMembers(tx);
        return members.length + (await seedStorePurchases(tx, members));
      }),
  },
];

export interface SeedReport {
  name: string;
  status: 'loaded' | 'already-loaded';
  rows: number;
}

export async function seedAll(db: Database, log: (line: string) => void = () => {}): Promise<SeedReport[]> {
  const reports: SeedReport[] = [];
  for (const seed of SEEDS) {
    const version = seed.version();
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, seed.name));
    if (done?.version === version || (await seed.keep?.(db))) {
      reports.push({ name: seed.name, status: 'already-loaded', rows: 0 });
      continue;
    }
    log(`Seeding ${seed.name}...`);
    const rows = await seed.run(db, log);
    await db
      .insert(seedRuns)
      .values({ name: seed.name, version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, completedAt: new Date() } });
    reports.push({ name: seed.name, status: 'loaded', rows });
  }
  return reports;
}
