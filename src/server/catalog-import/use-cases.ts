/**
 * The catalogue's back-office writes and imports (staff.ts) and a product's pictures (images.ts), bound to the application's
 * database (docs/decisions/038): what the /ops pages' actions and the admin API call.
 */
import { withDatabase } from '@/server/db/with-database';
import * as images from './images';
import * as staff from './staff';

export const updateProduct = withDatabase(staff.updateProduct);
export const setPrice = withDatabase(staff.setPrice);
export const productFitment = withDatabase(staff.productFitment);
export const catalogNamesForStaff = withDatabase(staff.catalogNamesForStaff);
export const addFitment = withDatabase(staff.addFitment);
export const removeFitment = withDatabase(staff.removeFitment);
export const importAsStaff = withDatabase(staff.importAsStaff);
export const productImagesForStaff = withDatabase(images.productImagesForStaff);
export const uploadProductImage = withDatabase(images.uploadProductImage);
export const replaceProductImage = withDatabase(images.replaceProductImage);
export const describeProductImage = withDatabase(images.describeProductImage);
export const moveProductImage = withDatabase(images.moveProductImage);
export const removeProductImage = withDatabase(images.removeProductImage);
