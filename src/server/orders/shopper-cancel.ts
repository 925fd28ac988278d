import { db, type Database } from '@/server/db/client';
import type { PaymentGateway } from '@/server/payments/gateway';
import { applyEventToShipment } from './fulfilment';
import type { OrderDetails } from './lookup';
import { canShopperCancelOrder, canShopperCancelShipment, isShipmentStatus } from './status';

/** The shipping groups a shopper may cancel one by one: only when there are several, each while it is still being prepared. */
export function cancellableShipmentIds(found: OrderDetails): number[] {
  const open = found.shipments.filter((s) => s.status !== 'CANCELLED');
  if (open.length < 2) return [];
  return open.filter((s) => isShipmentStatus(s.status) && canShopperCancelShipment({ shipmentType: s.shipmentType, status: s.status })).map((s) => s.id);
}

/**
 * The shopper's cancellation (decision 013): the whole order, or one shipping group when
 * `shipmentId` is given. Answers false when it is no longer allowed; otherwise each shipment is
 * cancelled (or its cancellation requested) with its stock and money given back.
 */
export async function cancelForShopper(found: OrderDetails, gateway: PaymentGateway, shipmentId?: number, database: Database = db()): Promise<boolean> {
  const targets =
    shipmentId === undefined
      ? canShopperCancelOrder({ orderType: found.order.orderType, shipments: found.shipments })
        ? found.shipments.filter((s) => s.status !== 'CANCELLED').map((s) => s.id)
        : []
      : cancellableShipmentIds(found).filter((id) => id === shipmentId);
  for (const id of targets) {
    await applyEventToShipment({ orderNumber: found.order.orderNumber, shipmentId: id, event: { type: 'requestCancel' }, actor: 'shopper' }, gateway, database);
  }
  return targets.length > 0;
}
