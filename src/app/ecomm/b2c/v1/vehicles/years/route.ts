import { cacheableJson, handle } from '@/server/platform/http';
import { listYears } from '@/server/vehicles/queries';

/** GET /ecomm/b2c/v1/vehicles/years: model years, newest first. */
export function GET() {
  return handle(async () => cacheableJson({ years: await listYears() }));
}
