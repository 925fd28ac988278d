import { describe, expect, it } from 'vitest';
import { CARRIERS, findCarrier, trackingLink, trackingUrl } from './carriers';

describe('carrier tracking pages', () => {
  it.each([
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['FedEx', '7489', 'https://www.fedex.com/fedextrack/?trknbr=7489'],
    ['USPS', '9400100000000000000000', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000'],
    ['Estafeta', '1234567890', 'https://cs.estafeta.com/es/Tracking/searchByGet?wayBillType=1&wayBill=1234567890'],
    ['DHL', '1234567890', 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1'],
    ['Correios', 'AA123456789BR', 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR'],
  ])('%s %s links to its tracking page', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it('knows a carrier however the operator wrote it', () => {
    for (const name of ['fedex', 'FEDEX', 'Fed Ex', 'Federal Express']) expect(findCarrier(name)?.name).toBe('FedEx');
    expect(findCarrier('DHL México')?.name).toBe('DHL');
    expect(findCarrier(' ups ')?.name).toBe('UPS');
  });

  it('puts the number in the address safely', () => {
    expect(trackingUrl('UPS', '1Z 99&x=1')).toBe('https://www.ups.com/track?tracknum=1Z%2099%26x%3D1');
  });

  it('keeps an unknown carrier or a missing number as plain text', () => {
    expect(trackingUrl('Paquetería López', '123')).toBeNull();
    expect(trackingUrl('UPS', '  ')).toBeNull();
    expect(trackingLink('Paquetería López', '123')).toEqual({ carrier: 'Paquetería López', number: '123', url: null });
    expect(trackingLink('UPS', null)).toBeNull();
    expect(trackingLink('ups', '1Z1')).toEqual({ carrier: 'UPS', number: '1Z1', url: 'https://www.ups.com/track?tracknum=1Z1' });
  });

  it('has one https tracking page with the number in it per carrier', () => {
    for (const carrier of CARRIERS) {
      expect(carrier.trackingUrl).toMatch(/^https:\/\/[^/]+\/.*\{number\}/);
    }
  });
});
