import { z } from 'zod';

/**
 * The input of an SMS opt-in (POST /ecomm/b2c/v1/sms/subscriptions and the /sms form): a phone
 * (checked against the market's rules by the promotions module) and the consent box ticked.
 */
export const SmsOptInBody = z.object({ phone: z.string().max(40), consent: z.literal(true) });
export type SmsOptInInput = z.infer<typeof SmsOptInBody>;
