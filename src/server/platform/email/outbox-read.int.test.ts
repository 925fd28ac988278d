import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { enqueueEmail, outboxEmail, recentEmails } from './outbox';
import { emailOutbox } from './schema';

/** What the operators' page (/ops/outbox) reads: the newest messages, by recipient, and one by id. */

beforeEach(async () => {
  await db().delete(emailOutbox);
});

async function mail(to: string, subject: string, createdAt: Date) {
  const id = (await enqueueEmail(db(), { kind: 'signInCode', locale: 'en-US', to, subject, html: `<p>${subject}</p>`, text: subject }))!;
  await db().update(emailOutbox).set({ createdAt }).where(eq(emailOutbox.id, id));
  return id;
}

describe('reading the outbox', () => {
  it('lists the newest first, up to the limit, and by recipient ignoring case', async () => {
    const base = Date.now() - 60_000;
    for (let i = 0; i < 5; i++) await mail(i % 2 ? 'Ana@Example.com' : 'bob@example.com', `message ${i}`, new Date(base + i * 1000));

    expect((await recentEmails(db(), { limit: 3 })).map((m) => m.subject)).toEqual(['message 4', 'message 3', 'message 2']);
    expect((await recentEmails(db(), { limit: 100, to: 'ana@EXAMPLE.com ' })).map((m) => m.subject)).toEqual(['message 3', 'message 1']);
    expect(await recentEmails(db(), { limit: 100, to: 'nobody@example.com' })).toEqual([]);
  });

  it('reads one message with its bodies and delivery state, and finds nothing for an unknown or malformed id', async () => {
    const id = await mail('ana@example.com', 'Your sign-in code is 123456', new Date());
    await db().update(emailOutbox).set({ attempts: 2, lastError: 'Error: 421 Service not available' }).where(eq(emailOutbox.id, id));

    expect(await outboxEmail(db(), id)).toMatchObject({
      id,
      toAddress: 'ana@example.com',
      subject: 'Your sign-in code is 123456',
      html: '<p>Your sign-in code is 123456</p>',
      text: 'Your sign-in code is 123456',
      status: 'pending',
      attempts: 2,
      lastError: 'Error: 421 Service not available',
    });
    expect(await outboxEmail(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await outboxEmail(db(), "1' or '1'='1")).toBeNull();
  });
});
