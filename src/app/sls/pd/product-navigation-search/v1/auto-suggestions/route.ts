import type { NextRequest } from 'next/server';
import { badRequest, handle, parseQuery } from '@/server/platform/http';
import { AutoSuggestionsQuery, navigationAutoSuggestions, parseVehicleQuestions } from '@/server/api/suggest-request';

/**
 * GET /sls/pd/product-navigation-search/v1/auto-suggestions?country=&customerType=&salesChannel=&searchTerm=
 * [&storeId=&year=&makeId=&modelId=&vehicleTypeId=&vehicleQuestions=&preview=] (spec §7, no credentials): the same answer.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(AutoSuggestionsQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const questions = parseVehicleQuestions(query.data.vehicleQuestions);
    if (!questions) return badRequest([{ code: 'custom', path: ['vehicleQuestions'], message: 'Not vehicle questions', input: query.data.vehicleQuestions }], request);
    return navigationAutoSuggestions(request, query.data, questions);
  });
}
