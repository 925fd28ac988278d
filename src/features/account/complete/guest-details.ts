import { getMarket } from '@/lib/markets';
import { formatPhone } from '@/lib/validation';
import { orderForViewer } from '@/server/orders/queries';

export interface GuestDetails {
  orderNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  /** As the order's market writes it, e.g. (512) 555-0100. */
  phone: string;
}

/**
 * The details of a guest order for /completeAccount, only to the browser that placed it: the one
 * whose cart cookies name the order's cart (the proof the confirmation page trusts). Anyone
 * else, and any order a member placed, gets null: an order number alone reveals nothing.
 */
export async function guestDetails(orderNumber: string | undefined, cartIds: readonly string[]): Promise<GuestDetails | null> {
  if (!orderNumber) return null;
  const found = await orderForViewer(orderNumber, { profileId: null, cartIds });
  if (!found || found.order.profileId) return null;
  const { order } = found;
  return {
    orderNumber: order.orderNumber,
    firstName: order.billingAddress.firstName,
    lastName: order.billingAddress.lastName,
    email: order.email,
    phone: order.phoneNumber ? formatPhone(order.phoneNumber, getMarket(order.locale).country) : '',
  };
}
