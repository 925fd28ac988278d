import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import {
  deliverPending,
  EMAIL_CLAIM_LEASE_MS,
  EMAIL_MAX_ATTEMPTS,
  EMAIL_RETRY_DELAYS_MS,
  enqueueEmail,
  deliverDue,
  EMAIL_DELIVERY_BATCH,
  EMAIL_DELIVERY_QUEUE,
  kickDelivery,
  nextDueAt,
  recentEmails,
  retryDelayMs,
  type OutgoingEmail,
} from './outbox';
import { JOB_DEFINITIONS } from '@/server/jobs/definitions';
import { startJobs } from '@/server/jobs/queue';
import { emailOutbox } from './schema';
import { smtpTransport, type MailMessage, type MailTransport } from './transport';

/** What the test SMTP server received: the envelope and the raw message. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let smtpUrl = '';
const FROM = 'Redline Auto Parts <orders@redline.example>';

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}`;
  // Read by mailTransport() on the first env() of this file's fresh module registry (kickDelivery below).
  process.env.SMTP_URL = smtpUrl;
  process.env.MAIL_FROM = FROM;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  received.length = 0;
  await db().delete(emailOutbox);
});

let serial = 0;
function message(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  serial++;
  return {
    kind: 'orderConfirmation',
    locale: 'en-US',
    to: `shopper${serial}@example.com`,
    subject: `Your order 10000${serial} is confirmed`,
    html: `<p>Hello from the HTML part ${serial}</p>`,
    text: `Hello from the text part ${serial}`,
    ...overrides,
  };
}

/** A transport that records what it was given and fails while `failing` says so. */
function recordingTransport(options: { failing?: boolean; delayMs?: number } = {}) {
  const sent: MailMessage[] = [];
  const transport: MailTransport & { sent: MailMessage[]; failing: boolean } = {
    sent,
    failing: options.failing ?? false,
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (transport.failing) throw new Error('421 Service not available');
      sent.push(mail);
    },
  };
  return transport;
}

const row = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
/** A moment safely after the rows just enqueued became due (their nextAttemptAt is the database's now()). */
const soon = () => new Date(Date.now() + 1_000);

describe('enqueueEmail', () => {
  it('writes a pending row and returns its id', async () => {
    const mail = message();
    const id = await enqueueEmail(db(), mail);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await row(id!)).toMatchObject({
      kind: 'orderConfirmation',
      locale: 'en-US',
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      dedupeKey: null,
    });
  });

  it('keeps one message per dedupe key, and any number without one', async () => {
    const first = await enqueueEmail(db(), message({ dedupeKey: 'orderConfirmation:order-1' }));
    const again = await enqueueEmail(db(), message({ dedupeKey: 'orderConfirmation:order-1', subject: 'changed' }));
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect((await row(first!)).subject).not.toBe('changed');
    expect(await enqueueEmail(db(), message())).not.toBeNull();
    expect(await enqueueEmail(db(), message())).not.toBeNull();
    expect(await db().select().from(emailOutbox)).toHaveLength(3);
  });

  it('enqueues within the caller’s transaction, and not at all when it rolls back', async () => {
    const rollback = new Error('rollback');
    await expect(
      db().transaction(async (tx) => {
        await enqueueEmail(tx, message({ dedupeKey: 'orderConfirmation:rolled-back' }));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await db().select().from(emailOutbox)).toHaveLength(0);
    expect(await enqueueEmail(db(), message({ dedupeKey: 'orderConfirmation:rolled-back' }))).not.toBeNull();
  });
});

describe('deliverPending over SMTP', () => {
  it('sends through a real SMTP server with the subject, To, and both a text and an HTML part', async () => {
    const mail = message({ to: 'ana.silva@example.com', subject: 'Your Redline order 123456789 is confirmed' });
    const id = await enqueueEmail(db(), mail);
    const now = soon();

    const result = await deliverPending(db(), smtpTransport(smtpUrl, FROM), { now });

    expect(result).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.to).toEqual(['ana.silva@example.com']);
    expect(got!.from).toBe('orders@redline.example');
    expect(got!.raw).toMatch(/^Subject: Your Redline order 123456789 is confirmed\r?$/m);
    expect(got!.raw).toMatch(/^To: ana\.silva@example\.com\r?$/m);
    expect(got!.raw).toMatch(/^From: Redline Auto Parts <orders@redline\.example>\r?$/m);
    expect(got!.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(got!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
    expect(got!.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
    expect(got!.raw).toContain(mail.text);
    expect(got!.raw).toContain(mail.html);

    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: now });
    // Sent is final: nothing is claimed again.
    expect(await deliverPending(db(), smtpTransport(smtpUrl, FROM), { now: new Date(now.getTime() + 86_400_000) })).toMatchObject({ claimed: 0 });
    expect(received).toHaveLength(1);
  });

  it('sends non-ASCII subjects and bodies intact', async () => {
    const mail = message({ locale: 'pt-BR', subject: 'Seu pedido está confirmado', text: 'Obrigado, João! Cauções: R$ 22,00' });
    await enqueueEmail(db(), mail);
    await deliverPending(db(), smtpTransport(smtpUrl, FROM), { now: soon() });
    expect(received).toHaveLength(1);
    // Encoded on the wire (RFC 2047 and quoted-printable or base64), so look for the encoded forms' presence, not the text.
    expect(received[0]!.raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);
    expect(received[0]!.raw).toMatch(/^Content-Transfer-Encoding: (quoted-printable|base64)\r?$/m);
  });

  it('claims only what is due, oldest first, up to the limit', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await enqueueEmail(db(), message()))!);
    const transport = recordingTransport();
    const now = soon();
    expect(await deliverPending(db(), transport, { now, limit: 2 })).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(await deliverPending(db(), transport, { now, limit: 2 })).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(transport.sent.map((m) => m.subject)).toEqual(await Promise.all(ids.map(async (id) => (await row(id)).subject)));
    // Rows not yet due wait.
    await enqueueEmail(db(), message());
    expect(await deliverPending(db(), transport, { now: new Date(Date.now() - 60_000) })).toMatchObject({ claimed: 0 });
  });
});

describe('retries', () => {
  it('schedules the next attempt with exponential backoff and keeps the error', async () => {
    const id = (await enqueueEmail(db(), message()))!;
    const transport = recordingTransport({ failing: true });
    let now = soon();

    expect(await deliverPending(db(), transport, { now })).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: 421 Service not available' });
    expect(stored.nextAttemptAt.getTime()).toBe(now.getTime() + EMAIL_RETRY_DELAYS_MS[0]);
    expect(await nextDueAt(db())).toEqual(stored.nextAttemptAt);

    // Not before it is due.
    expect(await deliverPending(db(), transport, { now: new Date(stored.nextAttemptAt.getTime() - 1) })).toMatchObject({ claimed: 0 });

    now = stored.nextAttemptAt;
    await deliverPending(db(), transport, { now });
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.nextAttemptAt.getTime()).toBe(now.getTime() + EMAIL_RETRY_DELAYS_MS[1]);
    expect(EMAIL_RETRY_DELAYS_MS[1]).toBeGreaterThan(EMAIL_RETRY_DELAYS_MS[0]);

    // The server is back: the next attempt sends it.
    transport.failing = false;
    now = stored.nextAttemptAt;
    expect(await deliverPending(db(), transport, { now })).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null, sentAt: now });
  });

  it('waits longer after each failure', () => {
    const delays = Array.from({ length: EMAIL_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(delays[0]).toBe(60_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
  });

  it(`marks the message failed after ${EMAIL_MAX_ATTEMPTS} attempts`, async () => {
    const id = (await enqueueEmail(db(), message()))!;
    const transport = recordingTransport({ failing: true });
    let now = soon();
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      const result = await deliverPending(db(), transport, { now });
      expect(result, `attempt ${attempt}`).toEqual({ claimed: 1, sent: 0, retried: attempt < EMAIL_MAX_ATTEMPTS ? 1 : 0, failed: attempt < EMAIL_MAX_ATTEMPTS ? 0 : 1 });
      now = (await row(id)).nextAttemptAt;
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS, lastError: 'Error: 421 Service not available', sentAt: null });
    expect(await deliverPending(db(), transport, { now: new Date(now.getTime() + 365 * 86_400_000) })).toMatchObject({ claimed: 0 });
    expect(await nextDueAt(db())).toBeNull();
  });

  it('gives a claimed row back to the queue when its deliverer vanished, after the lease', async () => {
    const id = (await enqueueEmail(db(), message()))!;
    const now = soon();
    // A deliverer that never comes back: its send never settles.
    const hung: MailTransport = { send: () => new Promise<void>(() => {}) };
    void deliverPending(db(), hung, { now });
    await expect.poll(async () => (await row(id)).attempts, { timeout: 15_000 }).toBe(1);

    const transport = recordingTransport();
    expect(await deliverPending(db(), transport, { now: new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS - 1) })).toMatchObject({ claimed: 0 });
    expect(await deliverPending(db(), transport, { now: new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('concurrent deliverers', () => {
  it('skip the rows another one holds instead of waiting for them', async () => {
    const locked = (await enqueueEmail(db(), message()))!;
    const free = (await enqueueEmail(db(), message()))!;
    const transport = recordingTransport();
    const now = soon();
    await db().transaction(async (tx) => {
      await tx.select().from(emailOutbox).where(eq(emailOutbox.id, locked)).for('update');
      // Without SKIP LOCKED this would wait for the transaction above, which waits for it.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const blocked = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('deliverPending waited for a locked row')), 5_000);
      });
      try {
        expect(await Promise.race([deliverPending(db(), transport, { now }), blocked])).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
      } finally {
        clearTimeout(timer);
      }
    });
    expect((await row(free)).status).toBe('sent');
    expect((await row(locked)).status).toBe('pending');
    expect(await deliverPending(db(), transport, { now })).toMatchObject({ claimed: 1, sent: 1 });
    expect((await row(locked)).status).toBe('sent');
  });

  it('send each message once when they run at the same time', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add((await enqueueEmail(db(), message()))!);
    const transport = recordingTransport({ delayMs: 5 });
    const now = soon();
    const results = await Promise.all(Array.from({ length: 4 }, () => deliverPending(db(), transport, { now, limit: 10 })));
    // Whatever was left (each call takes at most 10) goes in a last round.
    const rest = await deliverPending(db(), transport, { now, limit: 30 });

    const subjects = transport.sent.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects).toHaveLength(30);
    expect(results.reduce((sum, r) => sum + r.sent, 0) + rest.sent).toBe(30);
    const rows = await db().select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('recentEmails', () => {
  it('lists the newest first, optionally for one address', async () => {
    await enqueueEmail(db(), message({ to: 'ana@example.com', subject: 'first' }));
    await enqueueEmail(db(), message({ to: 'bob@example.com', subject: 'second' }));
    await enqueueEmail(db(), message({ to: 'Ana@Example.com', subject: 'third' }));
    expect((await recentEmails(db())).map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect((await recentEmails(db(), { limit: 2 })).map((m) => m.subject)).toEqual(['third', 'second']);
    expect((await recentEmails(db(), { to: 'ana@example.com' })).map((m) => m.subject)).toEqual(['third', 'first']);
  });
});

describe('deliverDue', () => {
  it('delivers everything due, round after round, through SMTP_URL', async () => {
    for (let n = 0; n < EMAIL_DELIVERY_BATCH + 3; n++) await enqueueEmail(db(), message({ subject: `Due ${n}` }));
    expect(await deliverDue(db())).toEqual({ claimed: EMAIL_DELIVERY_BATCH + 3, sent: EMAIL_DELIVERY_BATCH + 3, retried: 0, failed: 0 });
    expect(received).toHaveLength(EMAIL_DELIVERY_BATCH + 3);
    expect(await deliverDue(db())).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
  });

  it('does nothing without a transport', async () => {
    const id = (await enqueueEmail(db(), message()))!;
    expect(await deliverDue(db(), null)).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    expect((await row(id)).status).toBe('pending');
  });
});

describe('kickDelivery', () => {
  it('sends a delivery job that a worker of the job queue runs at once, through SMTP_URL', async () => {
    const jobs = await startJobs(process.env.DATABASE_URL!, { definitions: JOB_DEFINITIONS.filter((d) => d.name === EMAIL_DELIVERY_QUEUE), register: true });
    try {
      const id = (await enqueueEmail(db(), message({ subject: 'Kicked delivery' })))!;
      kickDelivery();
      await expect.poll(async () => (await row(id)).status, { timeout: 10_000 }).toBe('sent');
      expect(received.map((m) => m.raw)).toEqual([expect.stringMatching(/^Subject: Kicked delivery\r?$/m)]);
      // Delivered by a job of the queue, which kept what it did.
      const { rows } = await jobs.boss.getDb().executeSql(`SELECT state, output FROM pgboss.job WHERE name = $1`, [EMAIL_DELIVERY_QUEUE]);
      expect(rows).toContainEqual({ state: 'completed', output: { claimed: 1, sent: 1, retried: 0, failed: 0 } });
    } finally {
      await jobs.stop(1_000);
    }
  });

  it('never throws, and sends nothing in a process without a job queue', async () => {
    const id = (await enqueueEmail(db(), message()))!;
    expect(() => kickDelivery()).not.toThrow();
    expect((await row(id)).status).toBe('pending');
  });
});
