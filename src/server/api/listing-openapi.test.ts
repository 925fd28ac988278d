import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ShelfListingQuery } from '@/server/catalog/shelf-listing';
import { SearchResultQuery } from '@/server/search/search-results';
import { readOpenApi } from '../../../tests/e2e/openapi';

/** The listing calls' documentation (docs/api/openapi.yaml) and their schemas: every parameter read is documented, every one documented is read, and each documented example is accepted. */
const CALLS: [string, z.ZodObject][] = [
  ['/ecomm/b2c/browse/v1/searchresult', SearchResultQuery],
  ['/ecomm/b2c/browse/v1/shelf', ShelfListingQuery],
];

describe('the OpenAPI file documents the listing calls', () => {
  const operations = readOpenApi();
  it.each(CALLS)('%s: the query parameters its schema reads, with examples it accepts', (path, schema) => {
    const operation = operations.find((o) => o.path === path && o.method.toLowerCase() === 'get');
    expect(operation).toBeDefined();
    // `locale` is read by requestLocale for every call, not by the call's own schema.
    const query = operation!.parameters.filter((p) => p.in === 'query' && p.name !== 'locale');
    expect(query.map((p) => p.name).sort()).toEqual(Object.keys(schema.shape).sort());
    for (const parameter of query) {
      if (parameter.example === undefined) continue;
      const field = schema.shape[parameter.name] as z.ZodType;
      expect([parameter.name, field.safeParse(String(parameter.example)).success]).toEqual([parameter.name, true]);
    }
  });
});
