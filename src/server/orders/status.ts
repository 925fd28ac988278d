/**
 * Order and shipment statuses (spec §3 "Orders", §4 "Order/shipment status labels"): the
 * shipment state machine driven by operator events and the shopper's cancellation, and the
 * order status derived from its shipments. Pure functions, no database: the orders service
 * loads a shipment, applies an event, stores the next status and carries out the effects.
 * docs/decisions/013-order-status.md explains every rule below.
 */
import type { ErrorDetail } from '@/lib/errors';
import type { DomainErrorKind } from '@/server/platform/domain-error';

// ---------------------------------------------------------------------------------------------
// Order types and shipment types (spec §3)

import { ORDER_TYPES, isOrderType, type OrderType } from '@/lib/order-types';

export { ORDER_TYPES, isOrderType, type OrderType };

/** The spec's shipmentType values; `inStore` stands for "anything else is treated as in-store". */
export const SHIPMENT_TYPES = ['regular', 'nextday', 'freight', 'inStore'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/**
 * Spec §3: nextday, regular and freight ship; anything else is in-store. Case, spaces, hyphens
 * and underscores are ignored ("Next Day", "NEXT_DAY" are nextday), since the spec itself
 * writes the fulfilment type "Next Day".
 */
export function normalizeShipmentType(value: unknown): ShipmentType {
  if (typeof value !== 'string') return 'inStore';
  const compact = value.toLowerCase().replace(/[\s_-]+/g, '');
  return compact === 'regular' || compact === 'nextday' || compact === 'freight' ? compact : 'inStore';
}

/** The spec's fulfilment types, as message keys (spec §3 writes "Next Day" and "Freight"). */
export const FULFILMENT_TYPES = ['storePickUp', 'shipToHome', 'nextDay', 'freight'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

export function fulfilmentOf(shipmentType: ShipmentType): FulfilmentType {
  switch (shipmentType) {
    case 'inStore':
      return 'storePickUp';
    case 'nextday':
      return 'nextDay';
    case 'freight':
      return 'freight';
    case 'regular':
      return 'shipToHome';
  }
}

/** The two ways a shipment reaches the shopper; the state machine has one path for each. */
export type DeliveryMode = 'pickup' | 'delivery';

export function deliveryModeOf(shipmentType: ShipmentType): DeliveryMode {
  return shipmentType === 'inStore' ? 'pickup' : 'delivery';
}

// ---------------------------------------------------------------------------------------------
// Statuses (spec §4, exact strings)

/** Every status of spec §4, in the spec's order. */
export const ORDER_STATUSES = [
  'PROCESSING',
  'SUBMITTED',
  'COMPLETE',
  'PICKED UP',
  'SHIPPED',
  'ORDER READY',
  'SHIPPED_MULTIPLE',
  'NO_PENDING_ACTION',
  'DELAYED',
  'UNKNOWN_STATUS',
  'ISSUE WITH DELIVERY',
  'CANCELLED',
  'UNDELIVERABLE',
  'OUT FOR DELIVERY',
  'READY TO SHIP',
  'DELIVERED',
  'DELIVERED_MULTIPLE',
  'READY FOR PICK UP',
  'READY',
  'CANCELLATION IN PROGRESS',
  // Not in spec §4: an order placed with PIX, boleto or OXXO whose money has not arrived (decision 057).
  'AWAITING PAYMENT',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a shipment (shipping group) can be in: the states of the machine. */
export const SHIPMENT_STATUSES = [
  'SUBMITTED',
  'PROCESSING',
  'DELAYED',
  'READY FOR PICK UP',
  'PICKED UP',
  'READY TO SHIP',
  'SHIPPED',
  'OUT FOR DELIVERY',
  'ISSUE WITH DELIVERY',
  'UNDELIVERABLE',
  'DELIVERED',
  'CANCELLATION IN PROGRESS',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Statuses only an order has: summaries of several shipments, or of orders without any. */
export const ORDER_ONLY_STATUSES = [
  'COMPLETE',
  'ORDER READY',
  'READY',
  'SHIPPED_MULTIPLE',
  'DELIVERED_MULTIPLE',
  'NO_PENDING_ACTION',
  'UNKNOWN_STATUS',
  'AWAITING PAYMENT',
] as const satisfies readonly OrderStatus[];

/** The order's status while its deferred payment (PIX, boleto, OXXO) is awaited: its shipments wait at SUBMITTED, and only a cancellation moves them. */
export const AWAITING_PAYMENT: OrderStatus = 'AWAITING PAYMENT';

/** A shipment in one of these has reached the shopper or was called off: nothing moves it on. */
export const FINAL_SHIPMENT_STATUSES = ['PICKED UP', 'DELIVERED', 'CANCELLED'] as const satisfies readonly ShipmentStatus[];

/** Statuses in which the shopper may cancel the shipment (before it is ready or ships). */
export const SHOPPER_CANCELLABLE_STATUSES = ['SUBMITTED', 'PROCESSING', 'DELAYED'] as const satisfies readonly ShipmentStatus[];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export function isFinalShipmentStatus(status: ShipmentStatus): boolean {
  return (FINAL_SHIPMENT_STATUSES as readonly string[]).includes(status);
}

/** The message key of a status under `orders.status` / `orders.statusHelp`: spaces become "_". */
export function statusLabelKey(status: OrderStatus): string {
  return status.replaceAll(' ', '_');
}

/** Reads a stored or received status, spelt either way ("PICKED UP" or "PICKED_UP"); else UNKNOWN_STATUS. */
export function parseOrderStatus(value: unknown): OrderStatus {
  if (typeof value !== 'string') return 'UNKNOWN_STATUS';
  const key = value.trim().toUpperCase().replace(/[\s_]+/g, '_');
  return ORDER_STATUSES.find((status) => statusLabelKey(status) === key) ?? 'UNKNOWN_STATUS';
}

// ---------------------------------------------------------------------------------------------
// Events and the transition table

/** What comes back in a return: a SKU of the shipment and how many (all that is left of it when no lines are named). */
export interface ReturnedLine {
  sku: string;
  quantity: number;
}

export type ShipmentEvent =
  | { type: 'process' }
  | { type: 'readyForPickup' }
  | { type: 'pickedUp' }
  | { type: 'readyToShip' }
  | { type: 'ship'; carrier: string; trackingNumber: string }
  | { type: 'outForDelivery' }
  | { type: 'deliver' }
  | { type: 'delay' }
  | { type: 'deliveryIssue' }
  | { type: 'undeliverable' }
  | { type: 'requestCancel' }
  | { type: 'cancel' }
  | { type: 'return'; lines?: ReturnedLine[]; restock?: boolean };
export type ShipmentEventType = ShipmentEvent['type'];

export const SHIPMENT_EVENT_TYPES = [
  'process',
  'readyForPickup',
  'pickedUp',
  'readyToShip',
  'ship',
  'outForDelivery',
  'deliver',
  'delay',
  'deliveryIssue',
  'undeliverable',
  'requestCancel',
  'cancel',
  'return',
] as const satisfies readonly ShipmentEventType[];

/** `requestCancel` is the shopper's (or customer service on the shopper's behalf); the rest are operator commands. */
export type Actor = 'shopper' | 'operator';
export const eventActor = (type: ShipmentEventType): Actor => (type === 'requestCancel' ? 'shopper' : 'operator');

/** What the orders service must do besides storing the next status. */
export type ShipmentEffect =
  | 'recordTracking' // keep the carrier and tracking number of a `ship` event
  | 'releaseStock' // give the reserved parts back to the store or warehouse stock
  | 'refund' // void the payment authorisation, or refund what was captured, and give back redeemed rewards
  | 'createReturnOrder' // write a RETURN order that refers to this shipment (the shipment keeps its status)
  | 'notifyShopper'; // e-mail the shopper the new status

export interface ShipmentTransition {
  from: ShipmentStatus;
  event: ShipmentEventType;
  to: ShipmentStatus;
  /** Which fulfilment the transition belongs to. */
  mode: DeliveryMode | 'both';
}

const edge = (from: ShipmentStatus, event: ShipmentEventType, to: ShipmentStatus, mode: ShipmentTransition['mode']): ShipmentTransition => ({ from, event, to, mode });

/** Every allowed transition; anything not listed is refused. */
export const SHIPMENT_TRANSITIONS: readonly ShipmentTransition[] = [
  // Both fulfilments: the order is taken in hand, or held up before it is ready or ships.
  edge('SUBMITTED', 'process', 'PROCESSING', 'both'),
  edge('SUBMITTED', 'delay', 'DELAYED', 'both'),
  edge('PROCESSING', 'delay', 'DELAYED', 'both'),
  edge('DELAYED', 'process', 'PROCESSING', 'both'),
  // Store pickup.
  edge('PROCESSING', 'readyForPickup', 'READY FOR PICK UP', 'pickup'),
  edge('DELAYED', 'readyForPickup', 'READY FOR PICK UP', 'pickup'),
  edge('READY FOR PICK UP', 'pickedUp', 'PICKED UP', 'pickup'),
  // Ship to home (regular, next day, freight).
  edge('PROCESSING', 'readyToShip', 'READY TO SHIP', 'delivery'),
  edge('DELAYED', 'readyToShip', 'READY TO SHIP', 'delivery'),
  edge('READY TO SHIP', 'delay', 'DELAYED', 'delivery'),
  edge('READY TO SHIP', 'ship', 'SHIPPED', 'delivery'),
  edge('DELAYED', 'ship', 'SHIPPED', 'delivery'),
  edge('SHIPPED', 'outForDelivery', 'OUT FOR DELIVERY', 'delivery'),
  edge('SHIPPED', 'deliver', 'DELIVERED', 'delivery'),
  edge('OUT FOR DELIVERY', 'deliver', 'DELIVERED', 'delivery'),
  edge('SHIPPED', 'deliveryIssue', 'ISSUE WITH DELIVERY', 'delivery'),
  edge('OUT FOR DELIVERY', 'deliveryIssue', 'ISSUE WITH DELIVERY', 'delivery'),
  edge('ISSUE WITH DELIVERY', 'outForDelivery', 'OUT FOR DELIVERY', 'delivery'),
  edge('ISSUE WITH DELIVERY', 'deliver', 'DELIVERED', 'delivery'),
  edge('ISSUE WITH DELIVERY', 'ship', 'SHIPPED', 'delivery'),
  edge('SHIPPED', 'undeliverable', 'UNDELIVERABLE', 'delivery'),
  edge('OUT FOR DELIVERY', 'undeliverable', 'UNDELIVERABLE', 'delivery'),
  edge('ISSUE WITH DELIVERY', 'undeliverable', 'UNDELIVERABLE', 'delivery'),
  edge('UNDELIVERABLE', 'ship', 'SHIPPED', 'delivery'),
  // The shopper cancels: at once while nobody has touched it, else someone must pull the parts back.
  edge('SUBMITTED', 'requestCancel', 'CANCELLED', 'both'),
  edge('PROCESSING', 'requestCancel', 'CANCELLATION IN PROGRESS', 'both'),
  edge('DELAYED', 'requestCancel', 'CANCELLATION IN PROGRESS', 'both'),
  // The operator cancels: a request being completed, stock or fraud trouble, an uncollected pickup,
  // a parcel pulled from the dock, or one the carrier brought back.
  edge('CANCELLATION IN PROGRESS', 'cancel', 'CANCELLED', 'both'),
  edge('SUBMITTED', 'cancel', 'CANCELLED', 'both'),
  edge('PROCESSING', 'cancel', 'CANCELLED', 'both'),
  edge('DELAYED', 'cancel', 'CANCELLED', 'both'),
  edge('READY FOR PICK UP', 'cancel', 'CANCELLED', 'pickup'),
  edge('READY TO SHIP', 'cancel', 'CANCELLED', 'delivery'),
  edge('UNDELIVERABLE', 'cancel', 'CANCELLED', 'delivery'),
  // Too late to cancel: the carrier already has it (the shopper may refuse or return it).
  edge('CANCELLATION IN PROGRESS', 'ship', 'SHIPPED', 'delivery'),
  // A return leaves the shipment as it is and opens a RETURN order.
  edge('PICKED UP', 'return', 'PICKED UP', 'pickup'),
  edge('DELIVERED', 'return', 'DELIVERED', 'delivery'),
];

/** Entering these statuses sends the shopper an e-mail. */
const NOTIFY_ON: ReadonlySet<ShipmentStatus> = new Set<ShipmentStatus>([
  'DELAYED',
  'READY FOR PICK UP',
  'PICKED UP',
  'SHIPPED',
  'OUT FOR DELIVERY',
  'DELIVERED',
  'ISSUE WITH DELIVERY',
  'UNDELIVERABLE',
  'CANCELLATION IN PROGRESS',
  'CANCELLED',
]);

function transitionFor(shipmentType: ShipmentType, from: ShipmentStatus, event: ShipmentEventType): ShipmentTransition | undefined {
  const mode = deliveryModeOf(shipmentType);
  return SHIPMENT_TRANSITIONS.find((row) => row.from === from && row.event === event && (row.mode === 'both' || row.mode === mode));
}

// ---------------------------------------------------------------------------------------------
// Applying an event

export interface ShipmentState {
  shipmentType: ShipmentType;
  status: ShipmentStatus;
}

export interface Tracking {
  carrier: string;
  trackingNumber: string;
}

export type TransitionRefusal =
  | 'notAllowed' // the event does not apply to this status
  | 'wrongFulfilment' // the event belongs to the other fulfilment (ship a pickup, pick up a parcel)
  | 'invalidEvent'; // the event is malformed (ship without a carrier or tracking number)

/** A refused event, naming the status and the event; `detail` is the API's error body (spec §8). */
export class ShipmentTransitionError extends Error {
  override readonly name = 'ShipmentTransitionError';
  readonly detail: ErrorDetail;
  /** The domain error's kind: a conflict with the current status, or an invalid event (decision 036). */
  readonly kind: Extract<DomainErrorKind, 'conflict' | 'invalid'>;

  constructor(
    readonly status: ShipmentStatus,
    readonly event: ShipmentEventType,
    readonly shipmentType: ShipmentType,
    readonly reason: TransitionRefusal,
    message?: string,
  ) {
    const text = message ?? refusalText(status, event, shipmentType, reason);
    super(text);
    this.kind = reason === 'invalidEvent' ? 'invalid' : 'conflict';
    this.detail = {
      errorCode: reason === 'invalidEvent' ? 'SHIPMENT_EVENT_INVALID' : event === 'requestCancel' ? 'SHIPMENT_NOT_CANCELLABLE' : 'SHIPMENT_TRANSITION_NOT_ALLOWED',
      errorMessageKey: reason === 'invalidEvent' ? 'orders.errors.invalidEvent' : event === 'requestCancel' ? 'orders.errors.notCancellable' : 'orders.errors.transitionNotAllowed',
      errorMessageDefault: text,
    };
  }
}

function refusalText(status: ShipmentStatus, event: ShipmentEventType, shipmentType: ShipmentType, reason: TransitionRefusal): string {
  if (reason === 'wrongFulfilment') return `Event "${event}" does not apply to a ${fulfilmentOf(shipmentType)} shipment (status ${status})`;
  return `Event "${event}" is not allowed in status ${status} (${fulfilmentOf(shipmentType)} shipment)`;
}

export type ShipmentEventResult =
  | { ok: true; from: ShipmentStatus; status: ShipmentStatus; effects: ShipmentEffect[]; tracking?: Tracking }
  | { ok: false; error: ShipmentTransitionError };

const TRACKING_MAX_LENGTH = 64;

function cleanTracking(event: Extract<ShipmentEvent, { type: 'ship' }>): Tracking | null {
  const carrier = typeof event.carrier === 'string' ? event.carrier.trim() : '';
  const trackingNumber = typeof event.trackingNumber === 'string' ? event.trackingNumber.trim() : '';
  if (!carrier || !trackingNumber || carrier.length > TRACKING_MAX_LENGTH || trackingNumber.length > TRACKING_MAX_LENGTH) return null;
  return { carrier, trackingNumber };
}

/** Applies one event to a shipment: the next status and what to do, or the reason it is refused. */
export function applyShipmentEvent(current: ShipmentState, event: ShipmentEvent): ShipmentEventResult {
  const { shipmentType, status } = current;
  const refuse = (reason: TransitionRefusal, message?: string): ShipmentEventResult => ({
    ok: false,
    error: new ShipmentTransitionError(status, event.type, shipmentType, reason, message),
  });

  const row = transitionFor(shipmentType, status, event.type);
  if (!row) {
    const otherMode = SHIPMENT_TRANSITIONS.some((r) => r.from === status && r.event === event.type && r.mode !== 'both');
    return refuse(otherMode || !eventAppliesTo(event.type, deliveryModeOf(shipmentType)) ? 'wrongFulfilment' : 'notAllowed');
  }

  let tracking: Tracking | undefined;
  if (event.type === 'ship') {
    const cleaned = cleanTracking(event);
    if (!cleaned) return refuse('invalidEvent', `Shipping needs a carrier and a tracking number of at most ${TRACKING_MAX_LENGTH} characters`);
    tracking = cleaned;
  }

  const effects: ShipmentEffect[] = [];
  if (tracking) effects.push('recordTracking');
  if (row.to === 'CANCELLED') effects.push('releaseStock', 'refund');
  if (event.type === 'return') effects.push('createReturnOrder');
  if (row.to !== row.from && NOTIFY_ON.has(row.to)) effects.push('notifyShopper');
  return tracking ? { ok: true, from: status, status: row.to, effects, tracking } : { ok: true, from: status, status: row.to, effects };
}

/** Like applyShipmentEvent, but throws the ShipmentTransitionError. */
export function nextShipmentStatus(current: ShipmentState, event: ShipmentEvent): ShipmentStatus {
  const result = applyShipmentEvent(current, event);
  if (!result.ok) throw result.error;
  return result.status;
}

function eventAppliesTo(type: ShipmentEventType, mode: DeliveryMode): boolean {
  return SHIPMENT_TRANSITIONS.some((row) => row.event === type && (row.mode === 'both' || row.mode === mode));
}

/** The events a shipment accepts now (what an operator screen or the CLI offers). */
export function allowedShipmentEvents(current: ShipmentState): ShipmentEventType[] {
  return SHIPMENT_EVENT_TYPES.filter((type) => transitionFor(current.shipmentType, current.status, type) !== undefined);
}

/** Whether the shopper may cancel this shipping group: only before it is ready for pickup or ships. */
export function canShopperCancelShipment(current: ShipmentState): boolean {
  return (SHOPPER_CANCELLABLE_STATUSES as readonly string[]).includes(current.status);
}

// ---------------------------------------------------------------------------------------------
// Orders

export interface OrderState {
  orderType: OrderType;
  /** Statuses as stored: anything that is not a shipment status makes the order UNKNOWN_STATUS. */
  shipments: readonly { shipmentType: ShipmentType; status: ShipmentStatus | string }[];
}

/** Order types whose shipments the shopper follows and may cancel. */
const TRACKED_ORDER_TYPES: ReadonlySet<OrderType> = new Set<OrderType>(['ONLINEORDER', 'STOREORDER']);

/**
 * The status an order shows, from its shipments (rules in docs/decisions/013-order-status.md):
 * informational orders, then unknown data, then one shipment, then the rules for several.
 */
export function deriveOrderStatus(order: OrderState): OrderStatus {
  if (order.orderType === 'RETURN' || order.orderType === 'Adjustment') return 'NO_PENDING_ACTION';
  if (order.shipments.length === 0) return order.orderType === 'INSTOREORDER' ? 'COMPLETE' : 'UNKNOWN_STATUS';
  const statuses: ShipmentStatus[] = [];
  for (const shipment of order.shipments) {
    if (!isShipmentStatus(shipment.status)) return 'UNKNOWN_STATUS';
    statuses.push(shipment.status);
  }
  const [first] = statuses;
  if (statuses.length === 1 && first) return first;

  const every = (...set: ShipmentStatus[]) => statuses.every((s) => set.includes(s));
  if (every('CANCELLED')) return 'CANCELLED';
  if (every('DELIVERED')) return 'DELIVERED_MULTIPLE';
  if (every('PICKED UP')) return 'PICKED UP';
  if (every('DELIVERED', 'PICKED UP', 'CANCELLED')) return 'COMPLETE';

  // Something is still open: first what the shopper should know about, then progress.
  const open = statuses.filter((s) => !isFinalShipmentStatus(s));
  for (const attention of ['UNDELIVERABLE', 'ISSUE WITH DELIVERY', 'DELAYED'] as const) {
    if (open.includes(attention)) return attention;
  }
  const pending = open.filter((s) => s !== 'CANCELLATION IN PROGRESS');
  if (pending.length === 0) return 'CANCELLATION IN PROGRESS';
  if (pending.every((s) => s === 'READY FOR PICK UP')) return 'ORDER READY';
  if (pending.includes('READY FOR PICK UP')) return 'READY';
  if (pending.some((s) => s === 'SHIPPED' || s === 'OUT FOR DELIVERY')) {
    if (pending.every((s) => s === 'OUT FOR DELIVERY')) return 'OUT FOR DELIVERY';
    const parcels = statuses.filter((s) => s === 'SHIPPED' || s === 'OUT FOR DELIVERY' || s === 'DELIVERED').length;
    return parcels >= 2 ? 'SHIPPED_MULTIPLE' : 'SHIPPED';
  }
  // Nothing ready, nothing on its way: SUBMITTED, PROCESSING or READY TO SHIP.
  const [earliest] = pending;
  return earliest && pending.every((s) => s === earliest) ? earliest : 'PROCESSING';
}

/** Whether the shopper may cancel the whole order: a tracked order whose every open shipment may be cancelled. */
export function canShopperCancelOrder(order: OrderState): boolean {
  if (!TRACKED_ORDER_TYPES.has(order.orderType)) return false;
  const open = order.shipments.filter((s) => s.status !== 'CANCELLED');
  return open.length > 0 && open.every((s) => isShipmentStatus(s.status) && canShopperCancelShipment({ shipmentType: s.shipmentType, status: s.status }));
}

export type OrderCancelResult =
  | { ok: true; shipments: ({ index: number } & Extract<ShipmentEventResult, { ok: true }>)[] }
  | { ok: false; index: number; error: ShipmentTransitionError };

/**
 * The shopper cancels the whole order: all or nothing. Applies `requestCancel` to every shipment
 * not yet cancelled, or names the first one (by index) that can no longer be cancelled.
 */
export function requestOrderCancellation(order: OrderState): OrderCancelResult {
  const results: ({ index: number } & Extract<ShipmentEventResult, { ok: true }>)[] = [];
  for (const [index, shipment] of order.shipments.entries()) {
    if (shipment.status === 'CANCELLED') continue;
    const status: ShipmentStatus = isShipmentStatus(shipment.status) ? shipment.status : 'SUBMITTED';
    if (!TRACKED_ORDER_TYPES.has(order.orderType) || !isShipmentStatus(shipment.status)) {
      const why = !TRACKED_ORDER_TYPES.has(order.orderType) ? `A ${order.orderType} order cannot be cancelled` : `Shipment status ${String(shipment.status)} is unknown`;
      return { ok: false, index, error: new ShipmentTransitionError(status, 'requestCancel', shipment.shipmentType, 'notAllowed', why) };
    }
    const result = applyShipmentEvent({ shipmentType: shipment.shipmentType, status }, { type: 'requestCancel' });
    if (!result.ok) return { ok: false, index, error: result.error };
    results.push({ index, ...result });
  }
  if (results.length === 0) {
    return { ok: false, index: 0, error: new ShipmentTransitionError('CANCELLED', 'requestCancel', order.shipments[0]?.shipmentType ?? 'inStore', 'notAllowed', 'The order has nothing left to cancel') };
  }
  return { ok: true, shipments: results };
}
