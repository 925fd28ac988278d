import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db/client';
import { enqueueEmail } from '@/server/platform/email/outbox';
import { actorOf } from '../../../tests/integration/staff';
import { outboxEmailAs, recentEmailsAs } from './staff';

/** Staff read the outbox, but never a code, a reset link or an invitation meant for someone else (decision 076). */
let serial = 0;
async function mails() {
  const to = `secret.${process.pid}.${++serial}@example.com`;
  const code = (await enqueueEmail(db(), { kind: 'signInCode', locale: 'en-US', to, subject: 'Your code: 123456', text: 'Your code: 123456', html: '<p>123456</p>' }))!;
  const order = (await enqueueEmail(db(), { kind: 'orderConfirmation', locale: 'en-US', to, subject: 'Order 123456789', text: 'Thanks', html: '<p>Thanks</p>' }))!;
  return { to, code, order };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the outbox as staff read it', () => {
  it('withholds the secret-bearing e-mails from customer service, and shows the order e-mails whole', async () => {
    vi.stubEnv('DEMO', '1');
    const { to, code, order } = await mails();
    const listed = await recentEmailsAs({ to, limit: 10 }, actorOf('customerService'));
    expect(listed.map((m) => [m.kind, m.withheld, m.subject])).toEqual([
      ['orderConfirmation', false, 'Order 123456789'],
      ['signInCode', true, ''],
    ]);
    expect(await outboxEmailAs(code, actorOf('customerService'))).toMatchObject({ withheld: true, subject: '', text: '', html: '' });
    expect(await outboxEmailAs(order, actorOf('customerService'))).toMatchObject({ withheld: false, text: 'Thanks' });
  });

  it('shows them to the demo’s administrators only, where the outbox is how codes are read; in production to nobody', async () => {
    const { code } = await mails();
    vi.stubEnv('DEMO', '1');
    expect(await outboxEmailAs(code, actorOf('administrator'))).toMatchObject({ withheld: false, text: 'Your code: 123456' });
    vi.stubEnv('DEMO', '0');
    expect(await outboxEmailAs(code, actorOf('administrator'))).toMatchObject({ withheld: true, text: '' });
  });
});
