/**
 * The carriers our orders ship with, and each one's public tracking page (issue 18 item 18).
 * The operator types the carrier when a shipment ships (`npm run orders -- ship ... --carrier`),
 * so a carrier is recognised by its name however it is written ("FedEx", "FEDEX", "Fed Ex",
 * "DHL México", "Correios"). A carrier we don't know keeps its tracking number as plain text.
 */
export interface Carrier {
  /** How the carrier writes its own name. */
  name: string;
  /** The tracking page of one shipment; `{number}` stands for the tracking number. */
  trackingUrl: string;
  /** Other ways the name is written, compared without case, accents, spaces or punctuation. */
  aliases: readonly string[];
}

export const CARRIERS: readonly Carrier[] = [
  { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}', aliases: ['United Parcel Service'] },
  { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}', aliases: ['Federal Express'] },
  { name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}', aliases: ['US Postal Service', 'United States Postal Service'] },
  { name: 'DHL', trackingUrl: 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id={number}&submit=1', aliases: ['DHL Express', 'DHL Mexico', 'DHL México'] },
  { name: 'Estafeta', trackingUrl: 'https://cs.estafeta.com/es/Tracking/searchByGet?wayBillType=1&wayBill={number}', aliases: [] },
  { name: 'Correios', trackingUrl: 'https://rastreamento.correios.com.br/app/index.php?objetos={number}', aliases: ['Sedex', 'PAC'] },
  { name: 'Jadlog', trackingUrl: 'https://www.jadlog.com.br/tracking?cte={number}', aliases: [] },
];

/** "DHL México" → "dhlmexico": how carrier names are compared. */
function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

const byKey = new Map(CARRIERS.flatMap((c) => [c.name, ...c.aliases].map((n) => [nameKey(n), c] as const)));

/** The carrier a name means; null for one we don't know. */
export function findCarrier(name: string | null | undefined): Carrier | null {
  return name ? (byKey.get(nameKey(name)) ?? null) : null;
}

/** The carrier's tracking page for a tracking number; null when the carrier is unknown or there is no number. */
export function trackingUrl(carrierName: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const carrier = findCarrier(carrierName);
  const number = trackingNumber?.trim();
  if (!carrier || !number) return null;
  return carrier.trackingUrl.replace('{number}', encodeURIComponent(number));
}

/** A shipment's tracking as a page shows it: the carrier's own name, the number, and its tracking page when known. */
export interface TrackingLink {
  carrier: string;
  number: string;
  url: string | null;
}

export function trackingLink(carrierName: string | null | undefined, trackingNumber: string | null | undefined): TrackingLink | null {
  const number = trackingNumber?.trim();
  if (!number) return null;
  return { carrier: findCarrier(carrierName)?.name ?? carrierName?.trim() ?? '', number, url: trackingUrl(carrierName, number) };
}
