/**
 * The vehicles module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as fitment from './fitment';
import * as garageDetails from './garage-details';
import * as preferred from './preferred';
import * as savedGarage from './saved-garage';
import * as service from './service';
import * as serviceHistory from './service-history';
import * as vinLookup from './vin-lookup';

export const fitmentFor = withDatabase(fitment.fitmentFor);
export const fitmentForProducts = withDatabase(fitment.fitmentForProducts);
export const vehicleDetails = withDatabase(garageDetails.vehicleDetails);
export const vehicleDetailsFor = withDatabase(garageDetails.vehicleDetailsFor);
export const readGarage = withDatabase(preferred.readGarage);
export const savedGarageCookies = withDatabase(preferred.savedGarageCookies);
export const listSavedVehicles = withDatabase(savedGarage.listSavedVehicles);
export const findMakeBySlug = withDatabase(service.findMakeBySlug);
export const findModelBySlug = withDatabase(service.findModelBySlug);
export const listAllMakes = withDatabase(service.listAllMakes);
export const listEngines = withDatabase(service.listEngines);
export const listMakes = withDatabase(service.listMakes);
export const listModels = withDatabase(service.listModels);
export const listModelsOfMake = withDatabase(service.listModelsOfMake);
export const listYears = withDatabase(service.listYears);
export const yearsOfModel = withDatabase(service.yearsOfModel);
export const listServiceRecords = withDatabase(serviceHistory.listServiceRecords);
export const serviceRecord = withDatabase(serviceHistory.serviceRecord);
export const lookupVin = withDatabase(vinLookup.lookupVin);
