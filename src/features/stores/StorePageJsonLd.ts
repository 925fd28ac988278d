import type { Store } from '@/server/stores/queries';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** schema.org AutoPartsStore for search engines; days with the same hours share one specification; "<" escaped so it cannot close the script. */
export function storePageJsonLd(store: Store, { name, url, telephone }: { name: string; url: string; telephone: string }): string {
  const specs = new Map<string, { opens: string; closes: string; days: string[] }>();
  store.hours.forEach((day, i) => {
    if (!day) return;
    const key = `${day.open}-${day.close}`;
    const spec = specs.get(key) ?? { opens: day.open, closes: day.close, days: [] };
    spec.days.push(`https://schema.org/${DAYS[i]}`);
    specs.set(key, spec);
  });
  const data = {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    '@id': url,
    name,
    url,
    branchCode: store.storeNumber,
    telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [store.address1, store.address2].filter(Boolean).join(', '),
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.postalCode,
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: [...specs.values()].map(({ opens, closes, days }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
