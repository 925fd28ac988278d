import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { emailOutbox } from '@/server/platform/email/schema';
import { cartWith, gateway, input, pickupOrder, pickupStore, productWithStock } from '../../../tests/integration/orders';
import { actorOf } from '../../../tests/integration/staff';
import { placeOrder } from './place-order';
import { shipmentNoticeEmail } from './shipment-email';
import { fulfilShipment } from './staff-orders';

/** The e-mails a shopper gets when staff move their order on (decision 074). */
let serial = 0;
const shopper = () => ({ email: `moved.${process.pid}.${++serial}@example.com` });
const admin = () => actorOf('administrator');
const updates = (to: string) =>
  db()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, locale: emailOutbox.locale })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'shipmentUpdate')))
    .orderBy(asc(emailOutbox.createdAt));

const deliver = async (orderNumber: string) => {
  for (const event of ['process', 'readyToShip'] as const) await fulfilShipment(db(), admin(), orderNumber, { event }, gateway);
  await fulfilShipment(db(), admin(), orderNumber, { event: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, gateway);
  await fulfilShipment(db(), admin(), orderNumber, { event: 'deliver' }, gateway);
};

let store: string;
beforeAll(async () => {
  store = await pickupStore();
});

describe('the shopper hears when their order moves on', () => {
  it('shipped: once, with the carrier and the tracking number and a link to follow it', async () => {
    const who = shopper();
    const placed = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1), undefined, who), gateway);
    for (const event of ['process', 'readyToShip'] as const) await fulfilShipment(db(), admin(), placed.orderNumber, { event }, gateway);
    expect(await updates(who.email)).toEqual([]);
    await fulfilShipment(db(), admin(), placed.orderNumber, { event: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, gateway);
    await fulfilShipment(db(), admin(), placed.orderNumber, { event: 'delay' }, gateway).catch(() => undefined);
    const [mail, ...more] = await updates(who.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your Redline order ${placed.orderNumber} is on its way`);
    expect(mail!.text).toContain('UPS is bringing them. Tracking number: 1Z999AA10123456784.');
    expect(mail!.text).toContain(`/trackOrder?orderNumber=${placed.orderNumber}`);
  });

  it('ready for pickup, at which store; cancelled by staff, with what went back', async () => {
    const who = shopper();
    const placed = await pickupOrder(store, who);
    for (const event of ['process', 'readyForPickup'] as const) await fulfilShipment(db(), admin(), placed.orderNumber, { event }, gateway);
    const [ready] = await updates(who.email);
    expect(ready!.subject).toBe(`Your order ${placed.orderNumber} is ready for pickup at store #${store}`);
    expect(ready!.text).toContain(`Store #${store}, `);

    const other = shopper();
    const cancelled = await pickupOrder(store, other);
    await fulfilShipment(db(), admin(), cancelled.orderNumber, { event: 'cancel' }, gateway);
    const [mail] = await updates(other.email);
    // Its only shipment: the whole order, not "part of" it.
    expect(mail!.subject).toBe(`Your order ${cancelled.orderNumber} was cancelled`);
    expect(mail!.text).toMatch(/\$[\d,]+\.\d{2} goes back the way you paid\./);
  });

  it('delivered and picked up: once each, with how long a return stays open', async () => {
    const who = shopper();
    const placed = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1), undefined, who), gateway);
    await deliver(placed.orderNumber);
    const delivered = (await updates(who.email)).slice(1);
    expect(delivered.map((m) => m.subject)).toEqual([`Your order ${placed.orderNumber} was delivered`]);
    expect(delivered[0]!.text).toContain('You can return it within 90 days.');

    const other = { email: shopper().email };
    const pickup = await pickupOrder(store, other);
    for (const event of ['process', 'readyForPickup', 'pickedUp'] as const) await fulfilShipment(db(), admin(), pickup.orderNumber, { event }, gateway);
    expect((await updates(other.email)).map((m) => m.subject)).toEqual([
      `Your order ${pickup.orderNumber} is ready for pickup at store #${store}`,
      `You picked up order ${pickup.orderNumber} at store #${store}`,
    ]);
  });

  it('returned: one e-mail per return, with its number, the parts that came back and the refund', async () => {
    const who = shopper();
    const sku = (await productWithStock(5)).sku;
    const placed = await placeOrder(await input(await cartWith(sku, 2), undefined, who), gateway);
    await deliver(placed.orderNumber);
    const first = await fulfilShipment(db(), admin(), placed.orderNumber, { event: 'return', lines: [{ sku, quantity: 1 }] }, gateway);
    const second = await fulfilShipment(db(), admin(), placed.orderNumber, { event: 'return', lines: [{ sku, quantity: 1 }] }, gateway);
    const returns = (await updates(who.email)).filter((m) => m.subject === `We received your return for order ${placed.orderNumber}`);
    expect(returns).toHaveLength(2);
    expect(returns[0]!.text).toContain(`(return ${first.returnOrderNumber}):`);
    expect(returns[1]!.text).toContain(`(return ${second.returnOrderNumber}):`);
    for (const mail of returns) {
      expect(mail.text).toMatch(/1 × /);
      expect(mail.text).toMatch(/\$[\d,]+\.\d{2} goes back the way you paid\./);
    }
  });

  it('says "part of your order" when other parts go on, and the return window in the number of parts', async () => {
    const partial = await shipmentNoticeEmail({ notice: 'cancelled', orderNumber: '123456789', firstName: 'Ana', lines: [{ title: 'Brake pads', quantity: 1 }], trackUrl: 'https://x/' }, 'en-US');
    expect(partial.subject).toBe('Part of your order 123456789 was cancelled');
    const two = await shipmentNoticeEmail({ notice: 'delivered', orderNumber: '123456789', firstName: 'Ana', lines: [{ title: 'Brake pads', quantity: 2 }], trackUrl: 'https://x/' }, 'es-MX');
    expect(two.text).toContain('¿No son las piezas correctas? Puedes devolverlas dentro de los 90 días siguientes.');
  });
});
