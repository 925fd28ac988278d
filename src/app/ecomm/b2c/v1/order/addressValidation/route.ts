import { NextResponse, type NextRequest } from 'next/server';
import { AddressInputError, addressInputErrorBody, addressValidationResponse, validateAddress } from '@/server/checkout/address-validation';
import { readJson } from '@/server/platform/body';
import { handle, privateJson, requestLocale } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/order/addressValidation?locale= with the address form's fields (firstName,
 * lastName, address1, address2, city, state, zipCode or postalCode, phoneNumber, email, actionType):
 * the address validation of spec §7 for the locale's country. 200 { addressValidationStatus,
 * suggestedAddress?, corrections, messages }, or 400 with one envelope detail per invalid field,
 * in the shopper's language. Never cached.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { locale, market } = requestLocale(request);
    const body: unknown = await readJson(request);
    try {
      return privateJson(addressValidationResponse(validateAddress(body, market.country)));
    } catch (error) {
      if (!(error instanceof AddressInputError)) throw error;
      const response = NextResponse.json(await addressInputErrorBody(error, locale), { status: 400 });
      response.headers.set('Cache-Control', 'private, no-store');
      return response;
    }
  });
}
