import type { z } from 'zod';
import type { CommitBody } from '@/lib/checkout-inputs';
import type { Market } from '@/lib/markets';
import { addressFormSchema, phoneDigits, validateEmail, validatePhone } from '@/lib/validation';
import type { OrderAddress } from '@/server/orders/schema';
import { ApiError } from '@/server/platform/http';

function invalid(field: string, key: string): ApiError {
  return new ApiError(400, { errorCode: 'VALIDATION_FAILED', errorMessageKey: key, errorMessageDefault: `${field}: ${key}` });
}

/** An address by the market's rules of spec §5, as the order keeps it; a bad field is a 400 naming its message key. */
function orderAddress(raw: Record<string, unknown>, email: string, actionType: 'shipping' | 'billing', market: Market, field: string): OrderAddress {
  const parsed = addressFormSchema(market.country).safeParse({ ...raw, email, actionType });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${field}.${issue.path.join('.')}`, issue.message);
  }
  const { firstName, lastName, address1, address2, city, state, postalCode, phoneNumber } = parsed.data;
  return { firstName, lastName, address1, address2, city, state, postalCode, phoneNumber, country: market.country };
}

/** The contact and addresses of a commit body, checked (a bad field is a 400 naming its message key). */
export function commitRequest(body: z.infer<typeof CommitBody>, market: Market) {
  const emailError = validateEmail(body.email);
  if (emailError) throw invalid('email', emailError);
  const phoneError = validatePhone(body.phoneNumber, market.country);
  if (phoneError) throw invalid('phoneNumber', phoneError);
  return {
    email: body.email.trim().toLowerCase(),
    phoneNumber: phoneDigits(body.phoneNumber, market.country),
    billingAddress: orderAddress(body.billingAddress, body.email, 'billing', market, 'billingAddress'),
    shippingAddress: body.shippingAddress ? orderAddress(body.shippingAddress, body.email, 'shipping', market, 'shippingAddress') : null,
  };
}
