/**
 * The recommendations' reads, bound to the application's database (docs/decisions/038): what the
 * /recommendations page calls. A module above the catalogue and orders (docs/decisions/039).
 */
import { withDatabase } from '@/server/db/with-database';
import * as recommendations from './recommendations';

export const partsForVehicle = withDatabase(recommendations.partsForVehicle);
export const popularInMarket = withDatabase(recommendations.popularInMarket);
