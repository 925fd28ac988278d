import Link from 'next/link';
import type { OutboxEmail } from '@/server/platform/queries';
import { STATUS_STYLE, utc } from './format';

/** The outbox, newest first: when, to whom, what, and how delivery went; each opens the message. */
export function OutboxList({ emails, to, limit, smtpConfigured }: { emails: OutboxEmail[]; to: string; limit: number; smtpConfigured: boolean }) {
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6">
      <h1 className="text-2xl font-extrabold">E-mail outbox</h1>
      <p className="mt-1 text-sm text-muted">
        The {limit} most recent messages, newest first.{' '}
        {smtpConfigured ? 'SMTP is configured: pending messages are sent and retried.' : 'SMTP_URL is not set: nothing is sent, messages stay pending here.'}
      </p>
      <form method="get" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
          Recipient
          <input name="to" type="email" defaultValue={to} placeholder="ana@example.com" className="min-h-11 rounded-md border border-line px-3 text-base font-normal" />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          Filter
        </button>
        {to ? (
          <Link href="/ops/outbox" className="flex min-h-11 items-center px-2 font-semibold underline">
            Show all
          </Link>
        ) : null}
      </form>
      {emails.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-4 text-muted" data-testid="outbox-empty">
          {to ? `No messages to ${to}.` : 'The outbox is empty.'}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line" data-testid="outbox-list">
          {emails.map((m) => (
            <li key={m.id}>
              <Link href={`/ops/outbox/${m.id}`} className="grid gap-1 p-3 hover:bg-panel md:grid-cols-[11rem_minmax(0,16rem)_minmax(0,1fr)_9rem] md:items-center md:gap-4">
                <span className="text-sm text-muted tabular-nums">{utc(m.createdAt)}</span>
                <span className="truncate text-sm font-semibold">{m.toAddress}</span>
                <span className="min-w-0">
                  <span className="block truncate">{m.subject}</span>
                  <span className="block text-xs text-muted">
                    {m.kind} · {m.locale}
                  </span>
                </span>
                <span className="text-sm">
                  <span className={`inline-block rounded px-2 py-0.5 font-semibold ${STATUS_STYLE[m.status]}`}>{m.status}</span>
                  <span className="ml-2 text-xs text-muted">
                    {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
                  </span>
                  {m.lastError ? <span className="mt-1 block truncate text-xs text-brand-dark" title={m.lastError}>{m.lastError}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
