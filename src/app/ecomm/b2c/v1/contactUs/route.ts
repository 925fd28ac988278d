import type { NextRequest } from 'next/server';
import { translatorFor } from '@/i18n/catalogues';
import { contactMessageValues } from '@/features/contact/labels';
import { receiveContactForm } from '@/server/contact/use-cases';
import { ContactBody, topicOffered } from '@/lib/contact-inputs';
import { memberFromHeaders } from '@/server/customers/member';
import { readJson } from '@/server/platform/body';
import { errorEnvelope } from '@/lib/errors';
import { badRequest, errorResponse, handle, privateJson, requestLocale } from '@/server/platform/http';
import { originOf } from '@/server/platform/origin';
import { clientKey } from '@/server/platform/rate-limit';

/**
 * POST /ecomm/b2c/v1/contactUs?locale= { topic, fields: { firstName, lastName, email, phone,
 * message, ...the topic's own }, website? } (spec §7 "contact us"): stores the message and e-mails
 * the acknowledgement. Topics: the /contactus ones and `privacy` (the /customerinfo requests, with
 * `requestType` access|correction|deletion|optOut and an optional message). 201 { reference }; 400 with one errorDetails entry per invalid field (its
 * `field`, the message in the shopper's language); 404 for a topic the market does not offer; 429
 * over the limits; 403 from another site.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    const body = ContactBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request, contactMessageValues);
    const { topic, fields, website } = body.data;
    if (!topicOffered(locale, topic)) {
      return errorResponse(404, { errorCode: 'CONTACT_TOPIC_NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: `This market has no contact topic ${topic}` });
    }
    const member = await memberFromHeaders(request.headers);
    const result = await receiveContactForm({
      locale,
      topic,
      values: fields,
      honeypot: website,
      userId: member?.id ?? null,
      caller: clientKey(request.headers),
      origin: originOf(request.headers).origin,
    });
    if (result.ok) return privateJson({ reference: result.reference }, { status: 201 });
    const t = await translatorFor(locale);
    const details = Object.entries(result.errors).map(([field, key]) => ({
      errorCode: 'VALIDATION_FAILED',
      errorMessageKey: key,
      errorMessageDefault: t(key as never, contactMessageValues as never),
      field,
    }));
    return privateJson(errorEnvelope(details[0]!, details), { status: 400 });
  });
}
