import { z } from 'zod';
import { COUNTRY_CODES } from './markets';

const flag = z.enum(['true', 'false']).optional();

/** Spec §7, page-type lookup: canonicalPath, preview, country. */
export const PageTypeQuery = z.object({
  canonicalPath: z
    .string()
    .min(1)
    .max(500)
    .regex(/^\/[^?#]*$/, 'a path starting with /'),
  preview: flag,
  country: z.enum(COUNTRY_CODES),
  intcmp: z.string().max(200).optional(),
});
