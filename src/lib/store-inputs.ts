import { z } from 'zod';

/** The input of choosing a preferred store (spec §7 preferredStore): the REST body and the "Set as my store" form alike. */
export const PreferredStoreBody = z.object({ storeNumber: z.string().trim().regex(/^\d{1,6}$/, 'Enter a store number') });
export type PreferredStoreInput = z.infer<typeof PreferredStoreBody>;
