import type { CurrencyCode } from '@/lib/markets';
import type { LocalizedText, ProductSpec } from '../schema';
import type { Warranty } from './values';
import type { At } from './wordings';

/**
 * What a file asks for, before it is checked against the database: the CSV and XML readers
 * both produce these, and the writers take them. Each knows where in the file it is (`At`).
 */
export type { At };

export interface PriceDraft {
  currency: CurrencyCode;
  regular: number;
  sale: number | null;
  /** Absent: keep the price list's core charge (0 for a new price). */
  coreCharge?: number;
}

/** A product to insert or update. Absent fields keep what the catalogue has (or a default for a new product). */
export interface ProductDraft {
  at: At;
  /** Given by CSV; PIES items find theirs by part number and brand, or make one. */
  sku?: string;
  partNumber: string;
  brand: { name?: string; code?: string };
  partTypeId?: number;
  title?: LocalizedText;
  description?: LocalizedText;
  specs?: ProductSpec[];
  position?: string | null;
  warranty?: Warranty;
  hazardous?: boolean;
  slug?: string;
  /** PIES MaintenanceType="D": the product stays (orders refer to it) but is no longer sold. */
  deactivate?: boolean;
  /** PIES prices of the item. */
  prices?: PriceDraft[];
}

export interface PriceRowDraft extends PriceDraft {
  at: At;
  sku: string;
}

export interface StockDraft {
  at: At;
  sku: string;
  locationType: 'dc' | 'store';
  location: string;
  quantity: number;
}

export type VehicleSelector = { baseVehicleId: number } | { yearFrom: number; yearTo: number; makeId: number; modelId: number };

export interface FitmentDraft {
  at: At;
  action: 'add' | 'delete';
  /** CSV names the product by SKU; ACES by part number (and brand). */
  product: { sku: string } | { partNumber: string; brandCode?: string };
  universal: boolean;
  vehicle?: VehicleSelector;
  engineId?: number;
  submodelId?: number;
  /** Absent: the product's part type. */
  partTypeId?: number;
  position: string | null;
  qualifier: string | null;
  quantity: number;
}
