import { Link } from '@/components/Link';
import type { Locale } from '@/lib/markets';
import type { StaffOutboxEmail } from '@/server/outbox/staff';
import { opsTime, STATUS_STYLE } from './format';
import { opsTranslations } from './i18n';

/** The outbox, newest first: when, to whom, what, and how delivery went; each opens the message. In the staff member's language. */
export async function OutboxList({ emails, to, limit, smtpConfigured, locale }: { emails: StaffOutboxEmail[]; to: string; limit: number; smtpConfigured: boolean; locale: Locale }) {
  const t = await opsTranslations(locale);
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6">
      <h1 className="text-2xl font-extrabold">{t('outbox.title')}</h1>
      <p className="mt-1 text-sm text-muted">
        {t('outbox.intro', { limit })} {smtpConfigured ? t('outbox.smtpOn') : t('outbox.smtpOff')}
      </p>
      <form method="get" className="mt-4 flex flex-col gap-2 md:flex-row md:items-end" role="search">
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
          {t('outbox.recipient')}
          <input name="to" type="email" defaultValue={to} placeholder="ana@example.com" className="min-h-11 rounded-md border border-line px-3 text-base font-normal" />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {t('outbox.filter')}
        </button>
        {to ? (
          <Link href="/ops/outbox" className="flex min-h-11 items-center px-2 font-semibold underline">
            {t('outbox.showAll')}
          </Link>
        ) : null}
      </form>
      {emails.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-4 text-muted" data-testid="outbox-empty">
          {to ? t('outbox.emptyTo', { to }) : t('outbox.empty')}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line" data-testid="outbox-list">
          {emails.map((m) => (
            <li key={m.id}>
              <Link href={`/ops/outbox/${m.id}`} className="grid gap-1 p-3 hover:bg-panel lg:grid-cols-[14rem_minmax(0,16rem)_minmax(0,1fr)_11rem] lg:items-center lg:gap-4">
                <span className="text-sm text-muted tabular-nums">{opsTime(m.createdAt, locale)}</span>
                <span className="text-sm font-semibold break-all lg:truncate">{m.toAddress}</span>
                <span className="min-w-0">
                  {/* The subject wraps: its end (the order number) is what tells one e-mail from the next. */}
                  <span className="block break-words">{m.withheld ? t('outbox.withheldSubject', { kind: m.kind }) : m.subject}</span>
                  <span className="block truncate text-xs text-muted">
                    {m.kind} · {m.locale}
                  </span>
                </span>
                <span className="text-sm">
                  <span className={`inline-block rounded px-2 py-0.5 font-semibold ${STATUS_STYLE[m.status]}`}>{t(`outbox.status.${m.status}`)}</span>
                  <span className="ml-2 text-xs text-muted">{t('outbox.attempts', { count: m.attempts })}</span>
                  {m.lastError ? (
                    <span className="mt-1 block truncate text-xs text-brand-dark" title={m.lastError}>
                      {m.lastError}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
