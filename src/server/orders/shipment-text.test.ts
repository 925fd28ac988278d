import { describe, expect, it } from 'vitest';
import { arrivalText, shipmentArrival, trackingText, type ArrivalFacts } from './shipment-text';

const shipped: ArrivalFacts = { status: 'SHIPPED', storeNumber: null, estimatedDeliveryFrom: '2026-12-02', estimatedDeliveryTo: '2026-12-04', arrivedAt: null };

describe('when a shipment arrives', () => {
  it('gives the window while the parcel is to come', async () => {
    expect(shipmentArrival(shipped)).toEqual({ kind: 'arrives', earliest: '2026-12-02', latest: '2026-12-04' });
    expect(await arrivalText(shipmentArrival(shipped), 'en-US')).toBe('Arrives Wed, Dec 2 – Fri, Dec 4');
    // Awaiting its payment (a boleto, an OXXO voucher), the window holds only if it is paid today.
    expect(shipmentArrival(shipped, 'AWAITING PAYMENT')).toEqual({ kind: 'arrivesIfPaidToday', earliest: '2026-12-02', latest: '2026-12-04' });
    expect(await arrivalText(shipmentArrival(shipped, 'AWAITING PAYMENT'), 'pt-BR')).toMatch(/^Chega em .+ se você pagar hoje$/);
  });

  it.each([
    ['en-US', 'Arrives Mon, Nov 30'],
    ['es-MX', 'Llega el lun 30 de nov'],
    ['pt-BR', 'Chega em seg., 30 de nov.'],
  ] as const)('%s: a one-day window is one day', async (locale, expected) => {
    const nextDay = { ...shipped, estimatedDeliveryFrom: '2026-11-30', estimatedDeliveryTo: '2026-11-30' };
    expect(await arrivalText(shipmentArrival(nextDay), locale)).toBe(expected);
  });

  it.each([
    ['en-US', 'Delivered Thu, Nov 26'],
    ['es-MX', 'Entregado el jue 26 de nov'],
    ['pt-BR', 'Entregue em qui., 26 de nov.'],
  ] as const)('%s: a delivered parcel gives its delivery day in the market’s zone, and no window', async (locale, expected) => {
    // 01:30 UTC on the 27th is the evening of the 26th in all three markets.
    const delivered = { ...shipped, status: 'DELIVERED', arrivedAt: new Date('2026-11-27T01:30:00Z') } as const;
    expect(shipmentArrival(delivered)).toEqual({ kind: 'delivered', at: delivered.arrivedAt });
    const text = await arrivalText(shipmentArrival(delivered), locale);
    expect(text).toBe(expected);
    expect(text).not.toMatch(/Dec|dic|dez/);
  });

  it('gives a pickup its day in the store’s zone', async () => {
    const pickedUp: ArrivalFacts = { status: 'PICKED UP', storeNumber: '2390', estimatedDeliveryFrom: null, estimatedDeliveryTo: null, arrivedAt: new Date('2026-11-27T04:30:00Z') };
    expect(shipmentArrival(pickedUp)).toEqual({ kind: 'pickedUp', at: pickedUp.arrivedAt, storeNumber: '2390' });
    // 22:30 on the 26th in Denver, 23:30 in New York.
    expect(await arrivalText(shipmentArrival(pickedUp), 'en-US', 'America/Denver')).toBe('Picked up Thu, Nov 26');
    expect(await arrivalText(shipmentArrival(pickedUp), 'en-US', 'Asia/Tokyo')).toBe('Picked up Fri, Nov 27');
  });

  it('says nothing of arriving once called off, nor for a pickup still at the store', () => {
    for (const status of ['CANCELLED', 'CANCELLATION IN PROGRESS', 'UNDELIVERABLE'] as const) expect(shipmentArrival({ ...shipped, status })).toBeNull();
    expect(shipmentArrival({ ...shipped, storeNumber: '2390', status: 'READY FOR PICK UP' })).toBeNull();
  });
});

describe('tracking number', () => {
  it('links to the carrier’s page and says it opens the carrier’s site', async () => {
    expect(await trackingText({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, 'en-US')).toEqual({
      text: 'UPS tracking number 1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      opens: 'opens the UPS website in a new tab',
    });
    expect((await trackingText({ carrier: 'estafeta', trackingNumber: '123' }, 'es-MX'))?.text).toBe('Guía de Estafeta: 123');
    expect(await trackingText({ carrier: 'Mensajería local', trackingNumber: '55' }, 'es-MX')).toMatchObject({ url: null });
    expect(await trackingText({ carrier: null, trackingNumber: null }, 'en-US')).toBeNull();
  });
});
