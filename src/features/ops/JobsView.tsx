import type { Locale } from '@/lib/markets';
import type { JobLine, JobsReport } from '@/server/jobs/queue';
import { opsNumber, opsTime } from './format';
import { opsTranslations } from './i18n';
import { JobActionButton } from './JobActionButton';

const STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;

type Translate = Awaited<ReturnType<typeof opsTranslations>>;

function JobRows({ jobs, testId, empty, retry, t, locale }: { jobs: JobLine[]; testId: string; empty: string; retry: boolean; t: Translate; locale: Locale }) {
  if (jobs.length === 0) return <p className="mt-2 rounded-lg border border-line p-4 text-muted">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid={testId}>
      {jobs.map((job) => (
        <li key={job.id} className="grid gap-2 p-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-center md:gap-4">
          <span className="min-w-0">
            <span className="block truncate font-semibold">{job.queue}</span>
            <span className="block truncate font-mono text-xs text-muted">{job.id}</span>
          </span>
          <span className="min-w-0 text-sm">
            <span className="block text-muted">
              {[
                (STATES as readonly string[]).includes(job.state) ? t(`jobs.states.${job.state as (typeof STATES)[number]}`) : job.state,
                opsTime(job.at ?? job.createdAt, locale) + (job.state === 'retry' ? ` ${t('jobs.nextAttempt')}` : ''),
                retry ? null : t('jobs.attempt', { attempt: job.retryCount + 1, of: job.retryLimit + 1 }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {job.error ? <span className="block break-words text-brand-dark">{job.error}</span> : null}
          </span>
          {retry || job.state === 'failed' ? <JobActionButton kind="retry" value={job.id} label={t('jobs.retry')} working={t('jobs.working')} /> : <span />}
        </li>
      ))}
    </ul>
  );
}

/** The job queue for operators, in their language: each queue with its jobs by state, the schedules, recent failures and dead letters. */
export async function JobsView({ report, locale }: { report: JobsReport; locale: Locale }) {
  const t = await opsTranslations(locale);
  const cronOf = new Map(report.schedules.map((s) => [s.name, s.cron]));
  const jobs = report.queues.filter((q) => q.description !== null);
  const deadQueues = report.queues.filter((q) => q.description === null);
  const describe = (name: string, fallback: string) => (t.has(`jobs.descriptions.${name}` as 'jobs.descriptions.email-delivery') ? t(`jobs.descriptions.${name}` as 'jobs.descriptions.email-delivery') : fallback);
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6">
      <h1 className="text-2xl font-extrabold">{t('jobs.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('jobs.intro')}</p>

      <h2 className="mt-6 text-lg font-bold">{t('jobs.queues')}</h2>
      {/*
        Fits the width instead of scrolling sideways (issue 23): from the desktop (lg) every column;
        on a tablet the schedule and the last completion go under the job's name; on a phone the
        counts too, as one line, and the table is the job column alone.
      */}
      <div className="mt-2 rounded-lg border border-line">
        <table className="w-full text-sm" data-testid="jobs-queues">
          <thead className="bg-panel text-left">
            <tr>
              <th scope="col" className="p-2">
                {t('jobs.columns.job')}
              </th>
              <th scope="col" className="hidden p-2 lg:table-cell">
                {t('jobs.columns.schedule')}
              </th>
              {STATES.map((state) => (
                <th key={state} scope="col" className="hidden p-2 text-right md:table-cell">
                  {t(`jobs.states.${state}`)}
                </th>
              ))}
              <th scope="col" className="hidden p-2 lg:table-cell">
                {t('jobs.columns.lastCompleted')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {jobs.map((q) => {
              const cron = cronOf.get(q.name) ?? '-';
              const last = q.lastCompletedAt ? opsTime(q.lastCompletedAt, locale) : '-';
              return (
                <tr key={q.name}>
                  <th scope="row" className="p-2 text-left align-top font-normal md:min-w-[12rem]">
                    <span className="block font-semibold break-words">{q.name}</span>
                    <span className="block text-xs text-muted">{describe(q.name, q.description ?? '')}</span>
                    <span className="mt-1 block text-xs text-muted lg:hidden" data-testid="jobs-queue-details">
                      <span className="block">
                        {t('jobs.columns.schedule')}: <span className="font-mono">{cron}</span>
                      </span>
                      <span className="block">
                        {t('jobs.columns.lastCompleted')}: {last}
                      </span>
                      <span className="block md:hidden">{STATES.map((state) => `${t(`jobs.states.${state}`)} ${opsNumber(q.counts[state], locale)}`).join(' · ')}</span>
                    </span>
                    {/* Beside the job's name, so a tablet need not scroll the table sideways to reach it. */}
                    <span className="mt-2 block">
                      <JobActionButton kind="run" value={q.name} label={t('jobs.runNow')} working={t('jobs.working')} />
                    </span>
                  </th>
                  <td className="hidden p-2 align-top font-mono whitespace-nowrap lg:table-cell">{cron}</td>
                  {STATES.map((state) => (
                    <td key={state} className="hidden p-2 text-right align-top tabular-nums md:table-cell">
                      {opsNumber(q.counts[state], locale)}
                    </td>
                  ))}
                  <td className="hidden min-w-[9rem] p-2 align-top text-muted lg:table-cell">{last}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-xs text-muted">{t('jobs.kept', { count: deadQueues.reduce((n, q) => n + q.counts.created, 0) })}</p>

      <h2 className="mt-6 text-lg font-bold">{t('jobs.deadLetters')}</h2>
      <p className="text-sm text-muted">{t('jobs.deadLettersIntro')}</p>
      <JobRows jobs={report.deadLetters} testId="jobs-dead-letters" empty={t('jobs.noDeadLetters')} retry t={t} locale={locale} />

      <h2 className="mt-6 text-lg font-bold">{t('jobs.failures')}</h2>
      <p className="text-sm text-muted">{t('jobs.failuresIntro')}</p>
      <JobRows jobs={report.failures} testId="jobs-failures" empty={t('jobs.noFailures')} retry={false} t={t} locale={locale} />
    </div>
  );
}
