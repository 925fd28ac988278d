/**
 * The vehicles module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as garageDetails from './garage-details';
import * as preferred from './preferred';
import * as savedGarage from './saved-garage';
import * as serviceHistory from './service-history';

export const makePreferredVehicle = withDatabase(garageDetails.makePreferredVehicle);
export const removeVehicle = withDatabase(garageDetails.removeVehicle);
export const updateVehicleDetails = withDatabase(garageDetails.updateVehicleDetails);
export const chooseVehicle = withDatabase(preferred.chooseVehicle);
export const removeSavedVehicle = withDatabase(savedGarage.removeSavedVehicle);
export const saveVehicle = withDatabase(savedGarage.saveVehicle);
export const addServiceRecord = withDatabase(serviceHistory.addServiceRecord);
export const deleteServiceRecord = withDatabase(serviceHistory.deleteServiceRecord);
export const updateServiceRecord = withDatabase(serviceHistory.updateServiceRecord);
export const removeGarageVehicle = withDatabase(preferred.removeGarageVehicle);
