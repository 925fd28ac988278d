import { ANALYTICS_EVENTS } from '@/lib/analytics';
import { pushEvent } from '@/lib/data-layer';
import { LOCAL_STORAGE } from '@/lib/storage-keys';

/** Anything can ask the vehicle selector to open; it remembers where the request came from (spec §4). */
export const OPEN_VEHICLE_SELECTOR = 'storefront:open-vehicle-selector';

export interface OpenVehicleSelectorDetail {
  /** The add-vehicle action source, e.g. "header", "hero", "tooltip". */
  source: string;
  /** Where on the page the shopper was, e.g. "home", "shopbymake". */
  location?: string;
}

export function openVehicleSelector(detail: OpenVehicleSelectorDetail): void {
  try {
    localStorage.setItem(LOCAL_STORAGE.vehicleAddActionSource, detail.source);
    localStorage.setItem(LOCAL_STORAGE.interactionLocation, detail.location ?? location.pathname);
  } catch {
    // Private mode: the selector still opens.
  }
  window.dispatchEvent(new CustomEvent<OpenVehicleSelectorDetail>(OPEN_VEHICLE_SELECTOR, { detail }));
}

/** After a vehicle is added the action source is cleared (spec §4); the location stays for analytics. */
export function vehicleAdded(vehicle: { vehicleKey: string; name: string }): void {
  let source: string | null = null;
  try {
    source = localStorage.getItem(LOCAL_STORAGE.vehicleAddActionSource);
    localStorage.removeItem(LOCAL_STORAGE.vehicleAddActionSource);
  } catch {
    // ignore
  }
  pushEvent(ANALYTICS_EVENTS.addVehicle, { vehicleKey: vehicle.vehicleKey, vehicleName: vehicle.name, actionSource: source });
}
