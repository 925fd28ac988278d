import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getMarket } from '@/lib/markets';
import { SEARCH_TEXT_MAX_CHARACTERS, sanitizeSearchText } from '@/lib/search-text';
import { VehicleKeyInput } from '@/lib/vehicle-inputs';
import { baseVehicleId, parseVehicleKey, type VehicleRef } from '@/lib/vehicle-key';
import { readDb } from '@/server/db/client';
import { cacheableJson, privateJson, requestLocale } from '@/server/platform/http';
import { countryMismatch, vehicleFor } from './request-vehicle';
import { suggest } from '@/server/search/service';

/**
 * The two suggestion calls of spec §7 (the product-discovery autocomplete and the navigation
 * search auto-suggestions) share this: their queries, the vehicle they ask about (given, or
 * else the shopper's saved one), and the answer's caching.
 */

const digits = z.string().regex(/^\d{1,10}$/, 'Expected a whole number').transform(Number);

const common = {
  country: z.enum(['USA', 'MEX', 'BRA']),
  customerType: z.literal('B2C'),
  salesChannel: z.literal('ECOMM'),
  preview: z.enum(['true', 'false']).optional(),
  /** Spec §5: sanitised to letters, digits, spaces and the allowed special characters; empty asks for nothing. */
  searchTerm: z
    .string()
    .refine((v) => Array.from(v).length <= SEARCH_TEXT_MAX_CHARACTERS, `At most ${SEARCH_TEXT_MAX_CHARACTERS} characters`)
    .transform((v) => sanitizeSearchText(v)),
};

export const AutocompleteQuery = z.object({ ...common, vehicleId: VehicleKeyInput.optional() });

export const AutoSuggestionsQuery = z
  .object({
    ...common,
    storeId: digits.optional(),
    year: z.string().regex(/^\d{4}$/, 'Expected a four-digit year').transform(Number).optional(),
    makeId: digits.optional(),
    modelId: digits.optional(),
    vehicleTypeId: z.string().regex(/^[\w-]{1,30}$/, 'Not a vehicle type').optional(),
    vehicleQuestions: z.string().max(500).optional(),
  })
  .refine((q) => (q.year === undefined) === (q.modelId === undefined), { message: 'year and modelId go together', path: ['modelId'] });

/**
 * The ACES vehicle questions (spec §3 vehicleQuestionsIds): a JSON object such as
 * {"engineId":"12","subModelId":"3"}, or "engineId:12,subModelId:3". Unknown names are ignored.
 */
export function parseVehicleQuestions(value: string | undefined): { engineId?: number; submodelId?: number } | null {
  if (!value) return {};
  let entries: [string, unknown][];
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    entries = Object.entries(parsed);
  } catch {
    entries = value.split(',').map((pair) => {
      const [name = '', answer = ''] = pair.split(':').map((s) => s.trim());
      return [name, answer];
    });
  }
  const answers: { engineId?: number; submodelId?: number } = {};
  for (const [name, answer] of entries) {
    const text = String(answer ?? '');
    if (text === '') continue;
    if (!/^\d{1,10}$/.test(text)) return null;
    if (name === 'engineId') answers.engineId = Number(text);
    else if (name === 'subModelId' || name === 'submodelId') answers.submodelId = Number(text);
  }
  return answers;
}

async function answer(request: NextRequest, data: { country: string; preview?: string; searchTerm: string }, named: VehicleRef | null, makeId?: number) {
  const { locale, market } = requestLocale(request);
  if (data.country !== market.countryCode) throw countryMismatch(data.country, getMarket(locale).countryCode);
  const { vehicle, fromCookies } = await vehicleFor(request, named, makeId);
  const body = await suggest(readDb(), { text: data.searchTerm, locale, vehicle });
  // Shared caches may keep an answer only when it depends on the URL alone.
  return fromCookies || data.preview === 'true' ? privateJson(body) : cacheableJson(body);
}

/** The autocomplete call's answer for its parsed query. */
export function autocompleteSuggestions(request: NextRequest, query: z.infer<typeof AutocompleteQuery>): Promise<Response> {
  return answer(request, query, query.vehicleId ? parseVehicleKey(query.vehicleId) : null);
}

/** The navigation search call's answer for its parsed query: the vehicle is year, model and the vehicle questions' answers. */
export function navigationAutoSuggestions(request: NextRequest, query: z.infer<typeof AutoSuggestionsQuery>, questions: { engineId?: number; submodelId?: number }): Promise<Response> {
  const { year, modelId, makeId } = query;
  const named = year !== undefined && modelId !== undefined ? { baseVehicleId: baseVehicleId(year, modelId), ...questions } : null;
  return answer(request, query, named, makeId);
}
