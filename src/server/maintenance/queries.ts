/**
 * The maintenance module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as repairGuides from './repair-guides';
import * as service from './service';

export const guidesForVehicle = withDatabase(repairGuides.guidesForVehicle);
export const repairGuide = withDatabase(repairGuides.repairGuide);
export const maintenanceSchedule = withDatabase(service.maintenanceSchedule);

export type { GuideDifficulty } from './schema';
