import { desc, eq } from 'drizzle-orm';
import { applyEventToShipment } from '../src/server/orders/fulfilment';
import { orderLines, orders, shipments } from '../src/server/orders/schema';
import { SHIPMENT_EVENT_TYPES, type ShipmentEvent } from '../src/server/orders/status';
import { SandboxPaymentGateway } from '../src/server/payments/gateway';
import { commandLine, skuLines } from './lib/args';
import { runCommand } from './lib/database';

/**
 * The operator's order commands (docs/operations/orders.md):
 *   npm run orders -- list
 *   npm run orders -- show <orderNumber>
 *   npm run orders -- <event> <orderNumber> [--shipment <id>] [--carrier <name> --tracking <number>]
 *   npm run orders -- return <orderNumber> [--shipment <id>] [--line <sku>:<quantity>]... [--no-restock]
 * Events: the shipment events of the status machine (process, readyForPickup, pickedUp,
 * readyToShip, ship, outForDelivery, deliver, delay, deliveryIssue, undeliverable, cancel, return).
 */
const USAGE = `usage: npm run orders -- list | show <orderNumber> | <${SHIPMENT_EVENT_TYPES.join('|')}> <orderNumber> [--shipment <id>] [--carrier <name> --tracking <number>] [--line <sku>:<quantity>]... [--no-restock]`;
const log = (line: string) => console.error(`[orders] ${line}`);

const {
  positionals: [command, orderNumber],
  values: options,
} = commandLine(
  {
    options: {
      shipment: { type: 'string' },
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      line: { type: 'string', multiple: true },
      'no-restock': { type: 'boolean' },
    },
  },
  USAGE,
);
const returnedLines = skuLines(options.line);

function eventOf(type: string): ShipmentEvent {
  if (type === 'ship') return { type: 'ship', carrier: options.carrier ?? '', trackingNumber: options.tracking ?? '' };
  if (type === 'return') return { type: 'return', lines: returnedLines.length ? returnedLines : undefined, restock: !options['no-restock'] };
  return { type } as ShipmentEvent;
}
const isEvent = (SHIPMENT_EVENT_TYPES as readonly string[]).includes(command ?? '');
if (!command || (command !== 'list' && !orderNumber) || (command !== 'list' && command !== 'show' && !isEvent)) {
  console.error(USAGE);
  process.exit(2);
}

await runCommand(log, async (db) => {
  if (command === 'list') {
    const rows = await db.select().from(orders).orderBy(desc(orders.placedAt)).limit(20);
    for (const o of rows) console.log(`${o.orderNumber}  ${o.placedAt.toISOString().slice(0, 16)}  ${o.status.padEnd(24)} ${(o.total / 100).toFixed(2)} ${o.currency}  ${o.email}`);
    console.log(`${rows.length} most recent order(s)`);
  } else if (command === 'show') {
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber!));
    if (!order) throw new Error(`no order ${orderNumber}`);
    console.log(`${order.orderNumber} ${order.orderType} ${order.status} ${(order.total / 100).toFixed(2)} ${order.currency} ${order.email}`);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    for (const s of await db.select().from(shipments).where(eq(shipments.orderId, order.id))) {
      console.log(`  shipment ${s.id}: ${s.shipmentType}${s.storeNumber ? ` at store ${s.storeNumber}` : ''} ${s.status}${s.trackingNumber ? ` ${s.carrier} ${s.trackingNumber}` : ''}`);
      for (const l of lines.filter((l) => l.shipmentId === s.id)) console.log(`    ${l.sku} x${l.quantity}  ${l.brand} ${l.title}`);
    }
  } else {
    const event = eventOf(command);
    const shipment = options.shipment;
    const outcome = await applyEventToShipment({ orderNumber: orderNumber!, shipmentId: shipment ? Number(shipment) : undefined, event, actor: 'operator' }, new SandboxPaymentGateway(() => db), db);
    console.log(`${outcome.orderNumber} shipment ${outcome.shipmentId}: ${outcome.from} -> ${outcome.status}; order ${outcome.orderStatus}${outcome.refunded ? `; refunded ${(outcome.refunded / 100).toFixed(2)}` : ''}${outcome.returnOrderNumber ? `; return ${outcome.returnOrderNumber}` : ''}`);
  }
});
