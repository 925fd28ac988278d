import { fulfilShipment, OrderSearchSchema, pickupQueue, searchOrders, staffOrder, StaffEventSchema } from '../src/server/orders/staff-orders';
import { SHIPMENT_EVENT_TYPES } from '../src/server/orders/status';
import { commandLine, skuLines } from './lib/args';
import { runCommand } from './lib/database';
import { commandGateway } from './lib/gateway';
import { operatorActor } from './lib/staff-key';

/**
 * The operator's order commands (docs/operations/orders.md), over the orders module's staff use
 * cases (decision 054):
 *   npm run orders -- list [--email <address>] [--phone <digits>] [--status <status>] [--store <number>]
 *   npm run orders -- show <orderNumber>
 *   npm run orders -- pickups <storeNumber>
 *   npm run orders -- <event> <orderNumber> [--shipment <id>] [--carrier <name> --tracking <number>]
 *   npm run orders -- return <orderNumber> [--shipment <id>] [--line <sku>:<quantity>]... [--no-restock]
 * Events: the shipment events of the status machine (process, readyForPickup, pickedUp,
 * readyToShip, ship, outForDelivery, deliver, delay, deliveryIssue, undeliverable, cancel, return).
 * Every command acts as the staff member whose API key it is given (--key rk_…, else
 * REDLINE_API_KEY), with the key's role, in the audit log; without a key only in development, as
 * system:cli:orders with a warning (scripts/lib/staff-key.ts operatorActor).
 */
const USAGE = `usage: npm run orders -- list [--email <address>] [--phone <digits>] [--status <status>] [--store <number>] | show <orderNumber> | pickups <storeNumber> | <${SHIPMENT_EVENT_TYPES.join('|')}> <orderNumber> [--shipment <id>] [--carrier <name> --tracking <number>] [--line <sku>:<quantity>]... [--no-restock]   (every command: --key rk_… or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[orders] ${line}`);

const {
  positionals: [command, orderNumber],
  values: options,
} = commandLine(
  {
    options: {
      key: { type: 'string' },
      shipment: { type: 'string' },
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      line: { type: 'string', multiple: true },
      'no-restock': { type: 'boolean' },
      email: { type: 'string' },
      phone: { type: 'string' },
      status: { type: 'string' },
      store: { type: 'string' },
    },
  },
  USAGE,
);
const returnedLines = skuLines(options.line);

const isEvent = (SHIPMENT_EVENT_TYPES as readonly string[]).includes(command ?? '') && command !== 'requestCancel';
if (!command || (command !== 'list' && !orderNumber) || (command !== 'list' && command !== 'show' && command !== 'pickups' && !isEvent)) {
  console.error(USAGE);
  process.exit(2);
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

await runCommand(log, async (db) => {
  const actor = await operatorActor(options.key, 'orders');
  if (command === 'list') {
    const found = await searchOrders(db, actor, OrderSearchSchema.parse({ email: options.email, phone: options.phone, status: options.status, store: options.store }));
    for (const o of found.rows) console.log(`${o.orderNumber}  ${o.placedAt.toISOString().slice(0, 16)}  ${o.status.padEnd(24)} ${money(o.total, o.currency)}  ${o.email}${o.stores.length ? `  store ${o.stores.join(',')}` : ''}`);
    console.log(`${found.rows.length} most recent order(s)${found.hasMore ? ' (more: narrow the search)' : ''}`);
  } else if (command === 'show') {
    const { details, refunds, history, allowedEvents } = await staffOrder(db, actor, orderNumber!);
    const { order } = details;
    console.log(`${order.orderNumber} ${order.orderType} ${order.status} ${money(order.total, order.currency)} ${order.email}`);
    for (const s of details.shipments) {
      console.log(`  shipment ${s.id}: ${s.shipmentType}${s.storeNumber ? ` at store ${s.storeNumber}` : ''} ${s.status}${s.trackingNumber ? ` ${s.carrier} ${s.trackingNumber}` : ''}  (next: ${allowedEvents[s.id]?.join(', ') || 'none'})`);
      for (const l of s.lines) console.log(`    ${l.sku} x${l.quantity}  ${l.brand} ${l.title}`);
    }
    for (const p of details.payments) console.log(`  payment ${p.method} ${money(p.amount, order.currency)} ${p.status}${p.refundedAmount ? `, refunded ${money(p.refundedAmount, order.currency)}` : ''}`);
    for (const r of refunds) console.log(`  refund ${money(r.amount, order.currency)} ${r.at.toISOString().slice(0, 16)}${r.returnOrderNumber ? ` (return ${r.returnOrderNumber})` : ''}`);
    for (const h of history) console.log(`  ${h.at.toISOString().slice(0, 16)} shipment ${h.shipmentId} ${h.event}: ${h.fromStatus} -> ${h.toStatus}${h.by ? ` by ${h.by}` : ''}`);
  } else if (command === 'pickups') {
    const queue = await pickupQueue(db, actor, orderNumber!);
    for (const [title, list] of [['ready', queue.ready], ['to prepare', queue.toPrepare]] as const) {
      console.log(`${title}:`);
      for (const e of list) console.log(`  ${e.orderNumber} shipment ${e.shipmentId} ${e.status} since ${e.since.toISOString().slice(0, 16)}  ${e.name}  ${e.items} item(s)`);
    }
    console.log(`store ${queue.storeNumber}: ${queue.ready.length} ready, ${queue.toPrepare.length} to prepare`);
  } else {
    const event = StaffEventSchema.parse({ event: command, shipmentId: options.shipment, carrier: options.carrier, trackingNumber: options.tracking, lines: returnedLines.length ? returnedLines : undefined, restock: !options['no-restock'] });
    const outcome = await fulfilShipment(db, actor, orderNumber!, event, commandGateway(db));
    console.log(`${outcome.orderNumber} shipment ${outcome.shipmentId}: ${outcome.from} -> ${outcome.status}; order ${outcome.orderStatus}${outcome.refunded ? `; refunded ${(outcome.refunded / 100).toFixed(2)}` : ''}${outcome.returnOrderNumber ? `; return ${outcome.returnOrderNumber}` : ''}`);
  }
});
