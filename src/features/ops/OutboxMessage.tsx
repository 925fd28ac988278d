import { Link } from '@/components/Link';
import type { Locale } from '@/lib/markets';
import type { StaffOutboxEmail } from '@/server/outbox/staff';
import { linksIn, PREVIEW_SANDBOX, previewDocument } from './email-preview';
import { opsTime, STATUS_STYLE } from './format';
import { opsTranslations } from './i18n';

/** One message of the outbox: its headers and delivery, its links, its text, and its HTML in a frame that runs nothing. In the staff member's language. */
export async function OutboxMessage({ email, from, locale }: { email: StaffOutboxEmail; from: string; locale: Locale }) {
  const t = await opsTranslations(locale);
  const links = linksIn(email.text, email.html);
  const subject = email.withheld ? t('outbox.withheldSubject', { kind: email.kind }) : email.subject;
  const headers: [string, string][] = [
    [t('outbox.fields.from'), from],
    [t('outbox.fields.to'), email.toAddress],
    [t('outbox.fields.subject'), subject],
    [t('outbox.fields.kind'), `${email.kind} (${email.locale})`],
    [t('outbox.fields.created'), opsTime(email.createdAt, locale)],
    [t('outbox.fields.sent'), email.sentAt ? opsTime(email.sentAt, locale) : t('outbox.notYet')],
    [t('outbox.fields.nextAttempt'), email.status === 'pending' ? opsTime(email.nextAttemptAt, locale) : '—'],
    [t('outbox.fields.id'), email.id],
  ];
  const section = 'mt-6 rounded-lg border border-line p-4';
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6">
      <Link href="/ops/outbox" className="inline-flex min-h-11 items-center font-semibold underline">
        {t('outbox.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold break-words">{subject}</h1>
      <p className="mt-2 text-sm">
        <span className={`inline-block rounded px-2 py-0.5 font-semibold ${STATUS_STYLE[email.status]}`} data-testid="outbox-status">
          {t(`outbox.status.${email.status}`)}
        </span>
        <span className="ml-2 text-muted">{t('outbox.attempts', { count: email.attempts })}</span>
      </p>
      {email.lastError ? (
        <p role="status" className="mt-2 rounded-md bg-alert px-3 py-2 font-mono text-sm break-words">
          {t('outbox.lastError', { error: email.lastError })}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {headers.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-muted">{name}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {links.length ? (
        <section className={section} aria-labelledby="links-title">
          <h2 id="links-title" className="font-bold">
            {t('outbox.links')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="outbox-links">
            {links.map((href) => (
              <li key={href}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand-dark underline">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {email.withheld ? (
        <p className={`${section} font-semibold`} data-testid="outbox-withheld">
          {t('outbox.withheld')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <section className={section} aria-labelledby="text-title">
            <h2 id="text-title" className="font-bold">
              {t('outbox.text')}
            </h2>
            <pre className="mt-2 font-mono text-sm wrap-anywhere whitespace-pre-wrap" data-testid="outbox-text">
              {email.text}
            </pre>
          </section>
          <section className={section} aria-labelledby="html-title">
            <h2 id="html-title" className="font-bold">
              {t('outbox.html')}
            </h2>
            <iframe
              title={t('outbox.htmlTitle', { subject })}
              sandbox={PREVIEW_SANDBOX}
              referrerPolicy="no-referrer"
              srcDoc={previewDocument(email.html)}
              className="mt-2 h-[70vh] w-full rounded border border-line bg-white"
            />
          </section>
        </div>
      )}
    </div>
  );
}
