import type { NextRequest } from 'next/server';
import { vehicleView } from '@/server/api/vehicle-responses';
import { errorResponse, handle, localeOfRequest, privateJson } from '@/server/platform/http';
import type { VinFailure } from '@/server/vehicles/vin-lookup';
import { lookupVin } from '@/server/vehicles/queries';

const FAILURES: Record<VinFailure, { status: number; code: string; text: string }> = {
  length: { status: 400, code: 'VIN_LENGTH', text: 'A VIN has exactly 17 letters and digits' },
  characters: { status: 400, code: 'VIN_CHARACTERS', text: 'A VIN uses only letters and digits, never I, O or Q' },
  checkDigit: { status: 400, code: 'VIN_CHECK_DIGIT', text: 'This VIN does not add up: please check each character' },
  unknownManufacturer: { status: 404, code: 'VIN_UNKNOWN_MANUFACTURER', text: 'We do not know the maker of this VIN' },
  noMatch: { status: 404, code: 'VIN_NO_MATCH', text: 'We could not decode this VIN' },
};

/** GET /ecomm/b2c/v1/vehicles/vin/{vin}: decode a VIN offline from the vPIC data. */
export function GET(request: NextRequest, { params }: { params: Promise<{ vin: string }> }) {
  return handle(async () => {
    // Next has already decoded the path segment.
    const result = await lookupVin((await params).vin);
    if (!result.ok) {
      const failure = FAILURES[result.problem];
      return errorResponse(failure.status, { errorCode: failure.code, errorMessageKey: `vehicles.vin.errors.${result.problem}`, errorMessageDefault: failure.text });
    }
    return privateJson({ vin: result.vin, decoded: { ...result.decoded, model: result.model }, vehicle: result.vehicle ? vehicleView(result.vehicle, localeOfRequest(request)) : null });
  });
}
