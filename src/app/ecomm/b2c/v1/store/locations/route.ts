import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getMarket, LOCALES } from '@/lib/markets';
import { badRequest, handle, parseQuery, privateJson, requestLocale } from '@/server/platform/http';
import { locateCity, locatePostalCode, storeSearchConfig, unknownPlace } from '@/server/stores/service';
import { findStoreLocations } from '@/server/stores/queries';

const COUNTRY_LOCALE = { US: LOCALES[0], MX: LOCALES[1], BR: LOCALES[2] } as const;

const LocationsQuery = z
  .object({
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-?\d{3,4})?$/, 'Enter a 5-digit ZIP or a postal code')
      .optional(),
    city: z.string().trim().min(2).max(80).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radius: z.coerce.number().positive().max(1000).optional(),
    limit: z.coerce.number().int().min(1).max(50).optional(),
    country: z.enum(['US', 'MX', 'BR']).optional(),
  })
  .refine((q) => q.zip !== undefined || q.city !== undefined || (q.lat !== undefined && q.lng !== undefined), { message: 'Give a zip, a city, or lat and lng' });

/**
 * GET /ecomm/b2c/v1/store/locations?zip= | city= | lat=&lng= [&radius=&limit=&country=]: the
 * nearest stores, nearest first, in the market's distance unit (spec §7, §9).
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { market: localeMarket } = requestLocale(request);
    const query = parseQuery(LocationsQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const config = storeSearchConfig();
    const market = query.data.country ? getMarket(COUNTRY_LOCALE[query.data.country]) : localeMarket;
    const { zip, city, lat, lng } = query.data;
    const centre = zip !== undefined ? locatePostalCode(zip, market.country) : city !== undefined ? locateCity(city, market.country) : { latitude: lat!, longitude: lng! };
    if (!centre) throw unknownPlace(zip ?? city ?? '');
    const locations = await findStoreLocations(
      { ...centre, radius: query.data.radius, limit: query.data.limit, country: market.country },
      config,
    );
    return privateJson({ response: { locations } });
  });
}
