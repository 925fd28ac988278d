import { z } from 'zod';

/** Track an order (spec §7 order lookup): its number and the e-mail or ZIP it was placed with; the REST body and the /trackOrder form alike. */
export const TrackOrderBody = z.object({ orderNumber: z.string().trim().max(20), emailOrZip: z.string().trim().min(1).max(254) });
export type TrackOrderInput = z.infer<typeof TrackOrderBody>;

/** Cancel an order, or one shipping group of it when shipmentId names one (spec §7 cancel order), proved like the lookup. */
export const CancelOrderBody = TrackOrderBody.extend({ shipmentId: z.coerce.number().int().positive().optional() });
export type CancelOrderInput = z.infer<typeof CancelOrderBody>;
