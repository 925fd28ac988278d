import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { paramText } from '@/lib/input-text';
import { SECURITY_QUESTIONS } from '@/lib/rewards';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { createUnlinkedAccountAs } from '@/server/rewards/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

const Name = paramText().trim().min(2).max(30);
const EnrolBody = z
  .object({
    firstName: Name,
    lastName: Name,
    email: z.email().optional(),
    phoneNumber: z.string().regex(/^\d{10}$/).optional(),
    postalCode: z.string().regex(/^\d{5}$/).optional(),
    securityQuestion: z.enum(SECURITY_QUESTIONS).optional(),
    securityAnswer: paramText().trim().min(2).max(64).optional(),
    currency: z.enum(['USD', 'MXN']),
  })
  .refine((b) => !b.securityQuestion === !b.securityAnswer, { message: 'securityQuestion and securityAnswer go together', path: ['securityAnswer'] });

/** POST /api/admin/rewards/members (staff key or token; customers.manage): a store enrols a member at the counter, as `npm run rewards -- enrol` does. 201 { rewardsId }. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = EnrolBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson(await createUnlinkedAccountAs({ ...body.data, source: 'store' }, actor), { status: 201 });
  });
}
