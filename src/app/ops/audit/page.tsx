import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { opsRequestLocale, opsMetadata } from '@/features/ops/i18n';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { AuditQuery } from '@/server/audit/search';
import { searchAudit } from '@/server/staff/audit-log';

export const generateMetadata = opsMetadata('nav.audit');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const FILTERS = ['actor', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

const input = 'mt-1 min-h-11 w-full rounded-md border border-line px-3 text-base font-normal';
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const queryOf = (filters: Filters, extra: Record<string, string> = {}) => new URLSearchParams(Object.entries({ ...filters, ...extra }).filter((e): e is [string, string] => !!e[1])).toString();

/**
 * /ops/audit: the audit log for administrators (audit.read): filter by who, what, which record
 * and when (the filters keep their values), newest first, a page at a time (keyset: "Older"),
 * and the same selection as CSV.
 */
export default async function AuditRoute({ searchParams }: Props) {
  const raw = await searchParams;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).slice(0, 200) : '');
  const filters: Filters = Object.fromEntries(FILTERS.map((key) => [key, text(key)]));
  const after = text('after');
  const actor = await staffPage(`/ops/audit?${queryOf(filters, { after })}`);
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.audit' });
  const parsed = AuditQuery.safeParse({ ...filters, after });
  const page = parsed.success ? await searchAudit(parsed.data, actor) : null;
  const problem = parsed.success ? null : 'invalid';
  const labels: Record<(typeof FILTERS)[number], string> = { actor: t('filters.actor'), action: t('filters.action'), entityType: t('filters.entityType'), entityId: t('filters.entityId'), from: t('filters.from'), to: t('filters.to') };
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <form method="get" action="/ops/audit" className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
          {FILTERS.map((key) => (
            <label key={key} htmlFor={`audit-${key}`} className="text-sm font-semibold">
              {labels[key]}
              <input id={`audit-${key}`} name={key} type={key === 'from' || key === 'to' ? 'date' : 'text'} defaultValue={filters[key]} maxLength={200} className={input} />
            </label>
          ))}
          <div className="flex flex-wrap items-end gap-3 md:col-span-2 lg:col-span-3">
            <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
              {t('filters.submit')}
            </button>
            <Link href="/ops/audit" className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:bg-panel">
              {t('filters.clear')}
            </Link>
            {page ? (
              <a href={`/ops/audit/export.csv?${queryOf(filters)}`} className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:bg-panel" download>
                {t('export')}
              </a>
            ) : null}
          </div>
        </form>
        {problem ? (
          <p role="alert" className="mt-4 rounded-md bg-alert px-3 py-2">
            {t(`problems.${problem}`)}
          </p>
        ) : null}
        {page ? (
          <section aria-labelledby="audit-lines" className="mt-6">
            <h2 id="audit-lines" className="sr-only">
              {t('lines')}
            </h2>
            {page.lines.length === 0 ? <p className="text-muted">{t('none')}</p> : null}
            <ol className="divide-y divide-line rounded-lg border border-line" data-testid="audit-lines">
              {page.lines.map((line) => (
                <li key={line.id} className="grid grid-cols-1 gap-1 px-4 py-3 text-sm md:grid-cols-[12rem_1fr]">
                  <div>
                    <time dateTime={line.at.toISOString()} className="font-mono">
                      {line.at.toISOString().replace('T', ' ').slice(0, 19)}
                    </time>
                    <p className="break-all">{line.actorLabel}</p>
                    <p className="text-muted">
                      {line.actorRole} · {line.via}
                      {line.ip ? ` · ${line.ip}` : ''}
                    </p>
                  </div>
                  <div className="min-w-0">
                    <p>
                      <span className="font-semibold">{line.action}</span> {line.entityType} <span className="font-mono break-all">{line.entityId}</span>
                    </p>
                    {line.before !== null ? (
                      <p className="break-all">
                        <span className="text-muted">{t('before')}</span> <code className="font-mono">{json(line.before)}</code>
                      </p>
                    ) : null}
                    {line.after !== null ? (
                      <p className="break-all">
                        <span className="text-muted">{t('after')}</span> <code className="font-mono">{json(line.after)}</code>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
            {page.next ? (
              <p className="mt-4">
                <Link href={`/ops/audit?${queryOf(filters, { after: String(page.next) })}`} className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:bg-panel">
                  {t('older')}
                </Link>
              </p>
            ) : null}
          </section>
        ) : null}
      </main>
    </>
  );
}
