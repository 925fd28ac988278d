import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/markets';
import {
  allowedShipmentEvents,
  applyShipmentEvent,
  canShopperCancelOrder,
  canShopperCancelShipment,
  deliveryModeOf,
  deriveOrderStatus,
  FULFILMENT_TYPES,
  fulfilmentOf,
  nextShipmentStatus,
  normalizeShipmentType,
  ORDER_ONLY_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderType,
  parseOrderStatus,
  requestOrderCancellation,
  SHIPMENT_EVENT_TYPES,
  SHIPMENT_STATUSES,
  SHIPMENT_TRANSITIONS,
  SHIPMENT_TYPES,
  type ShipmentEvent,
  type ShipmentEventType,
  type ShipmentStatus,
  ShipmentTransitionError,
  type ShipmentType,
  statusLabelKey,
} from './status';

const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
const event = (type: ShipmentEventType): ShipmentEvent => (type === 'ship' ? { type, ...TRACKING } : ({ type } as ShipmentEvent));

const PICKUP: ShipmentType[] = ['inStore'];
const DELIVERY: ShipmentType[] = ['regular', 'nextday', 'freight'];
const BOTH = [...PICKUP, ...DELIVERY];

/** The transition table of docs/decisions/013-order-status.md, written out independently of the code. */
const ALLOWED: [ShipmentType[], ShipmentStatus, ShipmentEventType, ShipmentStatus][] = [
  [BOTH, 'SUBMITTED', 'process', 'PROCESSING'],
  [BOTH, 'SUBMITTED', 'delay', 'DELAYED'],
  [BOTH, 'PROCESSING', 'delay', 'DELAYED'],
  [BOTH, 'DELAYED', 'process', 'PROCESSING'],
  [PICKUP, 'PROCESSING', 'readyForPickup', 'READY FOR PICK UP'],
  [PICKUP, 'DELAYED', 'readyForPickup', 'READY FOR PICK UP'],
  [PICKUP, 'READY FOR PICK UP', 'pickedUp', 'PICKED UP'],
  [DELIVERY, 'PROCESSING', 'readyToShip', 'READY TO SHIP'],
  [DELIVERY, 'DELAYED', 'readyToShip', 'READY TO SHIP'],
  [DELIVERY, 'READY TO SHIP', 'delay', 'DELAYED'],
  [DELIVERY, 'READY TO SHIP', 'ship', 'SHIPPED'],
  [DELIVERY, 'DELAYED', 'ship', 'SHIPPED'],
  [DELIVERY, 'SHIPPED', 'outForDelivery', 'OUT FOR DELIVERY'],
  [DELIVERY, 'SHIPPED', 'deliver', 'DELIVERED'],
  [DELIVERY, 'OUT FOR DELIVERY', 'deliver', 'DELIVERED'],
  [DELIVERY, 'SHIPPED', 'deliveryIssue', 'ISSUE WITH DELIVERY'],
  [DELIVERY, 'OUT FOR DELIVERY', 'deliveryIssue', 'ISSUE WITH DELIVERY'],
  [DELIVERY, 'ISSUE WITH DELIVERY', 'outForDelivery', 'OUT FOR DELIVERY'],
  [DELIVERY, 'ISSUE WITH DELIVERY', 'deliver', 'DELIVERED'],
  [DELIVERY, 'ISSUE WITH DELIVERY', 'ship', 'SHIPPED'],
  [DELIVERY, 'SHIPPED', 'undeliverable', 'UNDELIVERABLE'],
  [DELIVERY, 'OUT FOR DELIVERY', 'undeliverable', 'UNDELIVERABLE'],
  [DELIVERY, 'ISSUE WITH DELIVERY', 'undeliverable', 'UNDELIVERABLE'],
  [DELIVERY, 'UNDELIVERABLE', 'ship', 'SHIPPED'],
  [BOTH, 'SUBMITTED', 'requestCancel', 'CANCELLED'],
  [BOTH, 'PROCESSING', 'requestCancel', 'CANCELLATION IN PROGRESS'],
  [BOTH, 'DELAYED', 'requestCancel', 'CANCELLATION IN PROGRESS'],
  [BOTH, 'CANCELLATION IN PROGRESS', 'cancel', 'CANCELLED'],
  [BOTH, 'SUBMITTED', 'cancel', 'CANCELLED'],
  [BOTH, 'PROCESSING', 'cancel', 'CANCELLED'],
  [BOTH, 'DELAYED', 'cancel', 'CANCELLED'],
  [PICKUP, 'READY FOR PICK UP', 'cancel', 'CANCELLED'],
  [DELIVERY, 'READY TO SHIP', 'cancel', 'CANCELLED'],
  [DELIVERY, 'UNDELIVERABLE', 'cancel', 'CANCELLED'],
  [DELIVERY, 'CANCELLATION IN PROGRESS', 'ship', 'SHIPPED'],
  [PICKUP, 'PICKED UP', 'return', 'PICKED UP'],
  [DELIVERY, 'DELIVERED', 'return', 'DELIVERED'],
];

const allowedCases = ALLOWED.flatMap(([types, from, type, to]) => types.map((shipmentType) => ({ shipmentType, from, type, to })));

describe('shipment transitions', () => {
  it.each(allowedCases)('$shipmentType: $from --$type--> $to', ({ shipmentType, from, type, to }) => {
    const result = applyShipmentEvent({ shipmentType, status: from }, event(type));
    expect(result).toMatchObject({ ok: true, from, status: to });
    expect(nextShipmentStatus({ shipmentType, status: from }, event(type))).toBe(to);
  });

  it('the exported table is exactly the documented one', () => {
    const documented = ALLOWED.map(([types, from, type, to]) => `${types === BOTH ? 'both' : types === PICKUP ? 'pickup' : 'delivery'} ${from} ${type} ${to}`).sort();
    const exported = SHIPMENT_TRANSITIONS.map((row) => `${row.mode} ${row.from} ${row.event} ${row.to}`).sort();
    expect(exported).toEqual(documented);
  });

  it('refuses every other status and event, naming both', () => {
    const allowed = new Set(allowedCases.map((c) => `${c.shipmentType}|${c.from}|${c.type}`));
    let refused = 0;
    for (const shipmentType of SHIPMENT_TYPES) {
      for (const status of SHIPMENT_STATUSES) {
        for (const type of SHIPMENT_EVENT_TYPES) {
          if (allowed.has(`${shipmentType}|${status}|${type}`)) continue;
          const result = applyShipmentEvent({ shipmentType, status }, event(type));
          expect(result.ok, `${shipmentType} ${status} ${type}`).toBe(false);
          if (result.ok) continue;
          expect(result.error).toBeInstanceOf(ShipmentTransitionError);
          expect(result.error).toMatchObject({ status, event: type, shipmentType, kind: 'conflict' });
          expect(result.error.message).toContain(status);
          expect(result.error.message).toContain(type);
          refused++;
        }
      }
    }
    expect(refused).toBe(SHIPMENT_TYPES.length * SHIPMENT_STATUSES.length * SHIPMENT_EVENT_TYPES.length - allowedCases.length);
  });

  it.each([
    ['inStore', 'READY FOR PICK UP', 'ship', 'wrongFulfilment', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['regular', 'PROCESSING', 'readyForPickup', 'wrongFulfilment', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['freight', 'DELIVERED', 'pickedUp', 'wrongFulfilment', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['regular', 'SUBMITTED', 'ship', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['regular', 'PROCESSING', 'deliver', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['nextday', 'SHIPPED', 'delay', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['regular', 'SHIPPED', 'cancel', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['regular', 'DELIVERED', 'cancel', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['inStore', 'CANCELLED', 'process', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['inStore', 'PICKED UP', 'cancel', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['inStore', 'SUBMITTED', 'readyForPickup', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['regular', 'DELIVERED', 'deliver', 'notAllowed', 'SHIPMENT_TRANSITION_NOT_ALLOWED'],
    ['regular', 'READY TO SHIP', 'requestCancel', 'notAllowed', 'SHIPMENT_NOT_CANCELLABLE'],
    ['inStore', 'READY FOR PICK UP', 'requestCancel', 'notAllowed', 'SHIPMENT_NOT_CANCELLABLE'],
    ['regular', 'OUT FOR DELIVERY', 'requestCancel', 'notAllowed', 'SHIPMENT_NOT_CANCELLABLE'],
    ['regular', 'CANCELLATION IN PROGRESS', 'requestCancel', 'notAllowed', 'SHIPMENT_NOT_CANCELLABLE'],
  ] as const)('%s: %s refuses %s (%s)', (shipmentType, status, type, reason, errorCode) => {
    const result = applyShipmentEvent({ shipmentType, status }, event(type));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.reason).toBe(reason);
    expect(result.error.detail.errorCode).toBe(errorCode);
    expect(result.error.detail.errorMessageKey).toMatch(/^orders\.errors\./);
    expect(() => nextShipmentStatus({ shipmentType, status }, event(type))).toThrow(ShipmentTransitionError);
  });

  it.each([
    [{ carrier: '', trackingNumber: '1Z' }],
    [{ carrier: 'UPS', trackingNumber: '   ' }],
    [{ carrier: 'UPS', trackingNumber: 'x'.repeat(65) }],
  ])('refuses to ship without a carrier and a tracking number: %o', (tracking) => {
    const result = applyShipmentEvent({ shipmentType: 'regular', status: 'READY TO SHIP' }, { type: 'ship', ...tracking });
    expect(result).toMatchObject({ ok: false, error: { reason: 'invalidEvent', kind: 'invalid', detail: { errorCode: 'SHIPMENT_EVENT_INVALID' } } });
  });

  it.each([
    ['regular', 'READY TO SHIP', event('ship'), ['recordTracking', 'notifyShopper']],
    ['regular', 'SUBMITTED', event('process'), []],
    ['inStore', 'PROCESSING', event('readyForPickup'), ['notifyShopper']],
    ['inStore', 'SUBMITTED', event('requestCancel'), ['releaseStock', 'refund', 'notifyShopper']],
    ['regular', 'PROCESSING', event('requestCancel'), ['notifyShopper']],
    ['freight', 'UNDELIVERABLE', event('cancel'), ['releaseStock', 'refund', 'notifyShopper']],
    ['regular', 'DELIVERED', event('return'), ['createReturnOrder']],
    ['inStore', 'PICKED UP', event('return'), ['createReturnOrder']],
  ] as const)('%s: %s --%o--> effects %o', (shipmentType, status, ev, effects) => {
    const result = applyShipmentEvent({ shipmentType, status }, ev);
    expect(result.ok && result.effects).toEqual(effects);
  });

  it('keeps the trimmed tracking of a ship event', () => {
    const result = applyShipmentEvent({ shipmentType: 'nextday', status: 'READY TO SHIP' }, { type: 'ship', carrier: ' FedEx ', trackingNumber: ' 7489 ' });
    expect(result).toMatchObject({ ok: true, status: 'SHIPPED', tracking: { carrier: 'FedEx', trackingNumber: '7489' } });
  });

  it('lists the events a shipment accepts', () => {
    expect(allowedShipmentEvents({ shipmentType: 'inStore', status: 'READY FOR PICK UP' })).toEqual(['pickedUp', 'cancel']);
    expect(allowedShipmentEvents({ shipmentType: 'regular', status: 'SHIPPED' })).toEqual(['outForDelivery', 'deliver', 'deliveryIssue', 'undeliverable']);
    expect(allowedShipmentEvents({ shipmentType: 'regular', status: 'CANCELLED' })).toEqual([]);
  });

  it('can walk each fulfilment from submission to its end', () => {
    const walk = (shipmentType: ShipmentType, types: ShipmentEventType[]) =>
      types.reduce<ShipmentStatus>((status, type) => nextShipmentStatus({ shipmentType, status }, event(type)), 'SUBMITTED');
    expect(walk('inStore', ['process', 'delay', 'readyForPickup', 'pickedUp'])).toBe('PICKED UP');
    expect(walk('regular', ['process', 'readyToShip', 'ship', 'outForDelivery', 'deliveryIssue', 'outForDelivery', 'deliver'])).toBe('DELIVERED');
    expect(walk('freight', ['process', 'readyToShip', 'ship', 'undeliverable', 'cancel'])).toBe('CANCELLED');
    expect(walk('nextday', ['process', 'requestCancel', 'cancel'])).toBe('CANCELLED');
  });
});

describe('cancelling', () => {
  it.each(SHIPMENT_STATUSES.map((status) => [status, ['SUBMITTED', 'PROCESSING', 'DELAYED'].includes(status)] as const))(
    'a shipment in %s can be cancelled by the shopper: %s',
    (status, cancellable) => {
      for (const shipmentType of SHIPMENT_TYPES) {
        expect(canShopperCancelShipment({ shipmentType, status })).toBe(cancellable);
        expect(applyShipmentEvent({ shipmentType, status }, { type: 'requestCancel' }).ok).toBe(cancellable);
      }
    },
  );

  const order = (orderType: OrderType, ...shipments: [ShipmentType, ShipmentStatus][]) => ({
    orderType,
    shipments: shipments.map(([shipmentType, status]) => ({ shipmentType, status })),
  });

  it.each([
    [order('ONLINEORDER', ['regular', 'SUBMITTED'], ['inStore', 'PROCESSING']), true],
    [order('STOREORDER', ['freight', 'DELAYED'], ['regular', 'CANCELLED']), true],
    [order('ONLINEORDER', ['regular', 'SUBMITTED'], ['inStore', 'READY FOR PICK UP']), false],
    [order('ONLINEORDER', ['regular', 'CANCELLED']), false],
    [order('ONLINEORDER'), false],
    [order('INSTOREORDER', ['inStore', 'SUBMITTED']), false],
    [order('RETURN', ['regular', 'SUBMITTED']), false],
  ])('whole order %o can be cancelled: %s', (o, cancellable) => {
    expect(canShopperCancelOrder(o)).toBe(cancellable);
    expect(requestOrderCancellation(o).ok).toBe(cancellable);
  });

  it('cancels a whole order all or nothing, naming the shipment that cannot be', () => {
    const ok = requestOrderCancellation(order('ONLINEORDER', ['regular', 'SUBMITTED'], ['regular', 'CANCELLED'], ['inStore', 'PROCESSING']));
    expect(ok.ok && ok.shipments.map((s) => [s.index, s.status])).toEqual([
      [0, 'CANCELLED'],
      [2, 'CANCELLATION IN PROGRESS'],
    ]);
    const refused = requestOrderCancellation(order('ONLINEORDER', ['regular', 'SUBMITTED'], ['regular', 'SHIPPED']));
    expect(refused).toMatchObject({ ok: false, index: 1, error: { status: 'SHIPPED', event: 'requestCancel', detail: { errorCode: 'SHIPMENT_NOT_CANCELLABLE' } } });
  });
});

describe('order status', () => {
  const D = 'regular' as const;
  const P = 'inStore' as const;
  type Row = [string, OrderType, [ShipmentType, string][], string];
  const rows: Row[] = [
    ['a return is informational', 'RETURN', [[D, 'DELIVERED']], 'NO_PENDING_ACTION'],
    ['an adjustment is informational', 'Adjustment', [], 'NO_PENDING_ACTION'],
    ['a counter purchase is complete', 'INSTOREORDER', [], 'COMPLETE'],
    ['an online order without shipments is unknown', 'ONLINEORDER', [], 'UNKNOWN_STATUS'],
    ['a status that is not a shipment status is unknown', 'ONLINEORDER', [[D, 'SHIPPED'], [D, 'LOST']], 'UNKNOWN_STATUS'],
    ['an order status stored on a shipment is unknown', 'ONLINEORDER', [[D, 'COMPLETE']], 'UNKNOWN_STATUS'],
    ['one shipment shows its own status', 'ONLINEORDER', [[D, 'OUT FOR DELIVERY']], 'OUT FOR DELIVERY'],
    ['one pickup shows its own status', 'STOREORDER', [[P, 'READY FOR PICK UP']], 'READY FOR PICK UP'],
    ['a counter order with a shipment follows it', 'INSTOREORDER', [[D, 'SHIPPED']], 'SHIPPED'],
    ['all cancelled', 'ONLINEORDER', [[D, 'CANCELLED'], [P, 'CANCELLED']], 'CANCELLED'],
    ['all delivered', 'ONLINEORDER', [[D, 'DELIVERED'], ['freight', 'DELIVERED']], 'DELIVERED_MULTIPLE'],
    ['all picked up', 'ONLINEORDER', [[P, 'PICKED UP'], [P, 'PICKED UP']], 'PICKED UP'],
    ['delivered and picked up', 'ONLINEORDER', [[D, 'DELIVERED'], [P, 'PICKED UP']], 'COMPLETE'],
    ['delivered and cancelled', 'ONLINEORDER', [[D, 'DELIVERED'], [D, 'CANCELLED']], 'COMPLETE'],
    ['undeliverable comes first', 'ONLINEORDER', [[D, 'UNDELIVERABLE'], [D, 'DELAYED'], [P, 'READY FOR PICK UP']], 'UNDELIVERABLE'],
    ['a delivery issue before a delay', 'ONLINEORDER', [[D, 'DELAYED'], [D, 'ISSUE WITH DELIVERY']], 'ISSUE WITH DELIVERY'],
    ['a delay before progress', 'ONLINEORDER', [[D, 'SHIPPED'], [P, 'DELAYED']], 'DELAYED'],
    ['everything open being cancelled', 'ONLINEORDER', [[D, 'CANCELLATION IN PROGRESS'], [P, 'CANCELLATION IN PROGRESS'], [D, 'DELIVERED']], 'CANCELLATION IN PROGRESS'],
    ['a group being cancelled does not hide the rest', 'ONLINEORDER', [[D, 'CANCELLATION IN PROGRESS'], [D, 'SHIPPED']], 'SHIPPED'],
    ['every open pickup ready', 'ONLINEORDER', [[P, 'READY FOR PICK UP'], [P, 'READY FOR PICK UP']], 'ORDER READY'],
    ['the rest ready once a shipment arrived', 'ONLINEORDER', [[P, 'READY FOR PICK UP'], [D, 'DELIVERED'], [D, 'CANCELLED']], 'ORDER READY'],
    ['some pickups ready', 'ONLINEORDER', [[P, 'READY FOR PICK UP'], [P, 'PROCESSING']], 'READY'],
    ['pickup ready while a parcel travels', 'ONLINEORDER', [[P, 'READY FOR PICK UP'], [D, 'SHIPPED']], 'READY'],
    ['all open out for delivery', 'ONLINEORDER', [[D, 'OUT FOR DELIVERY'], [D, 'OUT FOR DELIVERY']], 'OUT FOR DELIVERY'],
    ['last parcel out for delivery', 'ONLINEORDER', [[D, 'DELIVERED'], [D, 'OUT FOR DELIVERY']], 'OUT FOR DELIVERY'],
    ['two parcels on their way', 'ONLINEORDER', [[D, 'SHIPPED'], ['nextday', 'OUT FOR DELIVERY']], 'SHIPPED_MULTIPLE'],
    ['one delivered, one on its way', 'ONLINEORDER', [[D, 'DELIVERED'], [D, 'SHIPPED']], 'SHIPPED_MULTIPLE'],
    ['one on its way, one still packing', 'ONLINEORDER', [[D, 'SHIPPED'], [D, 'PROCESSING'], ['freight', 'SHIPPED']], 'SHIPPED_MULTIPLE'],
    ['one parcel on its way beside a pickup', 'ONLINEORDER', [[D, 'SHIPPED'], [P, 'PROCESSING']], 'SHIPPED'],
    ['one parcel on its way beside a picked-up part', 'ONLINEORDER', [[D, 'SHIPPED'], [P, 'PICKED UP']], 'SHIPPED'],
    ['all submitted', 'ONLINEORDER', [[D, 'SUBMITTED'], [P, 'SUBMITTED']], 'SUBMITTED'],
    ['all ready to ship', 'ONLINEORDER', [[D, 'READY TO SHIP'], ['freight', 'READY TO SHIP'], [P, 'PICKED UP']], 'READY TO SHIP'],
    ['mixed preparation', 'ONLINEORDER', [[D, 'SUBMITTED'], [D, 'READY TO SHIP']], 'PROCESSING'],
    ['preparing beside a finished part', 'ONLINEORDER', [[D, 'DELIVERED'], [P, 'SUBMITTED']], 'SUBMITTED'],
  ];

  it.each(rows)('%s: %s %o -> %s', (_, orderType, shipments, expected) => {
    expect(deriveOrderStatus({ orderType, shipments: shipments.map(([shipmentType, status]) => ({ shipmentType, status })) })).toBe(expected);
  });

  it('always answers one of the spec statuses, for every pair of shipments', () => {
    for (const a of SHIPMENT_STATUSES) {
      for (const b of SHIPMENT_STATUSES) {
        const status = deriveOrderStatus({ orderType: 'ONLINEORDER', shipments: [{ shipmentType: 'inStore', status: a }, { shipmentType: 'regular', status: b }] });
        expect(ORDER_STATUSES).toContain(status);
        expect(status).not.toBe('UNKNOWN_STATUS');
      }
    }
  });
});

type Messages = { orders?: Record<string, Record<string, string>> };

/** The catalogue, with this module's fragment laid over it while it waits in messages/incoming. */
function orderMessages(locale: string): Record<string, Record<string, string>> {
  const messages = path.resolve(import.meta.dirname, '../../../messages');
  const read = (file: string): Messages => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {});
  const catalogue = read(path.join(messages, `${locale}.json`)).orders ?? {};
  const fragment = read(path.join(messages, 'incoming', `order-status.${locale}.json`)).orders ?? {};
  const merged: Record<string, Record<string, string>> = { ...catalogue };
  for (const [group, labels] of Object.entries(fragment)) merged[group] = { ...catalogue[group], ...labels };
  return merged;
}

describe('types, keys and labels', () => {
  it.each([
    ['nextday', 'nextday'],
    ['regular', 'regular'],
    ['freight', 'freight'],
    ['Next Day', 'nextday'],
    ['NEXT_DAY', 'nextday'],
    ['FREIGHT', 'freight'],
    ['storePickUp', 'inStore'],
    ['shopRunner', 'inStore'],
    ['', 'inStore'],
    [null, 'inStore'],
    [undefined, 'inStore'],
  ])('shipment type %o is %s', (value, expected) => {
    expect(normalizeShipmentType(value)).toBe(expected);
  });

  it('maps shipment types to fulfilment types and delivery modes', () => {
    expect(SHIPMENT_TYPES.map(fulfilmentOf)).toEqual(['shipToHome', 'nextDay', 'freight', 'storePickUp']);
    expect(SHIPMENT_TYPES.map(deliveryModeOf)).toEqual(['delivery', 'delivery', 'delivery', 'pickup']);
    expect(ORDER_TYPES).toEqual(['STOREORDER', 'ONLINEORDER', 'INSTOREORDER', 'RETURN', 'Adjustment']);
  });

  it('keeps the spec statuses, split into shipment and order-only ones', () => {
    // The spec's twenty, and AWAITING PAYMENT (decision 057).
    expect(ORDER_STATUSES).toHaveLength(21);
    expect([...SHIPMENT_STATUSES, ...ORDER_ONLY_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('gives each status a distinct key without spaces or dots, and reads either spelling back', () => {
    expect(statusLabelKey('PICKED UP')).toBe('PICKED_UP');
    expect(statusLabelKey('READY FOR PICK UP')).toBe('READY_FOR_PICK_UP');
    expect(statusLabelKey('SHIPPED_MULTIPLE')).toBe('SHIPPED_MULTIPLE');
    const keys = ORDER_STATUSES.map(statusLabelKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Z_]+$/);
    for (const status of ORDER_STATUSES) {
      expect(parseOrderStatus(status)).toBe(status);
      expect(parseOrderStatus(statusLabelKey(status))).toBe(status);
    }
    expect(parseOrderStatus('picked up')).toBe('PICKED UP');
    expect(parseOrderStatus('RETURNED')).toBe('UNKNOWN_STATUS');
    expect(parseOrderStatus(42)).toBe('UNKNOWN_STATUS');
  });

  it.each(LOCALES)('has a label and an explanation for every status, type and error in %s', (locale) => {
    const orders = orderMessages(locale);
    const expectKeys = (group: string, keys: readonly string[], exactly = true) => {
      const present = Object.keys(orders[group] ?? {});
      if (exactly) expect(present.sort(), `${locale} ${group}`).toEqual([...keys].sort());
      else expect(present, `${locale} ${group}`).toEqual(expect.arrayContaining([...keys]));
      for (const key of keys) expect(orders[group]?.[key]?.trim(), `${locale} ${group}.${key}`).toBeTruthy();
    };
    expectKeys('status', ORDER_STATUSES.map(statusLabelKey));
    expectKeys('statusHelp', ORDER_STATUSES.map(statusLabelKey));
    expectKeys('shipmentType', SHIPMENT_TYPES);
    expectKeys('fulfilment', FULFILMENT_TYPES);
    expectKeys('orderType', ORDER_TYPES);
    expectKeys('errors', ['transitionNotAllowed', 'notCancellable', 'invalidEvent'], false);
  });
});
