import type { JobLine, JobsReport } from '@/server/jobs/queue';
import { utc } from './format';
import { JobActionButton } from './JobActionButton';

const STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;

function JobRows({ jobs, testId, empty, retry }: { jobs: JobLine[]; testId: string; empty: string; retry: boolean }) {
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
              {job.state} · {utc(job.at ?? job.createdAt)}
              {job.state === 'retry' ? ' (next attempt)' : ''}
              {retry ? '' : ` · attempt ${job.retryCount + 1} of ${job.retryLimit + 1}`}
            </span>
            {job.error ? <span className="block break-words text-brand-dark">{job.error}</span> : null}
          </span>
          {retry || job.state === 'failed' ? <JobActionButton kind="retry" value={job.id} label="Retry" /> : <span />}
        </li>
      ))}
    </ul>
  );
}

/** The job queue for operators: each queue with its jobs by state, the schedules, recent failures and dead letters. */
export function JobsView({ report }: { report: JobsReport }) {
  const cronOf = new Map(report.schedules.map((s) => [s.name, s.cron]));
  const jobs = report.queues.filter((q) => q.description !== null);
  const deadQueues = report.queues.filter((q) => q.description === null);
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6">
      <h1 className="text-2xl font-extrabold">Jobs</h1>
      <p className="mt-1 text-sm text-muted">
        Scheduled and background work on the job queue (pg-boss, in PostgreSQL). Each schedule sends one job across every server; a failed job is retried with growing waits, then kept as a dead letter below.
      </p>

      <h2 className="mt-6 text-lg font-bold">Queues</h2>
      <div className="mt-2 overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-[52rem] text-sm" data-testid="jobs-queues">
          <thead className="bg-panel text-left">
            <tr>
              <th scope="col" className="p-2">Job</th>
              <th scope="col" className="p-2">Schedule (UTC)</th>
              {STATES.map((state) => (
                <th key={state} scope="col" className="p-2 text-right">
                  {state}
                </th>
              ))}
              <th scope="col" className="p-2">Last completed</th>
              <th scope="col" className="p-2">
                <span className="sr-only">Run now</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {jobs.map((q) => (
              <tr key={q.name}>
                <th scope="row" className="min-w-[14rem] p-2 text-left align-top font-normal">
                  <span className="block font-semibold">{q.name}</span>
                  <span className="block text-xs text-muted">{q.description}</span>
                </th>
                <td className="p-2 align-top font-mono whitespace-nowrap">{cronOf.get(q.name) ?? '-'}</td>
                {STATES.map((state) => (
                  <td key={state} className="p-2 text-right align-top tabular-nums">
                    {q.counts[state]}
                  </td>
                ))}
                <td className="p-2 align-top text-muted">{q.lastCompletedAt ? utc(q.lastCompletedAt) : '-'}</td>
                <td className="p-2 align-top">
                  <JobActionButton kind="run" value={q.name} label="Run now" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-xs text-muted">
        Counts are of the jobs kept: completed ones move to pg-boss’s archive after 12 hours. Dead letters waiting: {deadQueues.reduce((n, q) => n + q.counts.created, 0)}.
      </p>

      <h2 className="mt-6 text-lg font-bold">Dead letters</h2>
      <p className="text-sm text-muted">Jobs whose every retry failed. Retry sends one again to its queue once the cause is fixed.</p>
      <JobRows jobs={report.deadLetters} testId="jobs-dead-letters" empty="No dead letters." retry />

      <h2 className="mt-6 text-lg font-bold">Recent failures</h2>
      <p className="text-sm text-muted">Attempts that failed: waiting for their next attempt, or failed for good (and kept as a dead letter too).</p>
      <JobRows jobs={report.failures} testId="jobs-failures" empty="No failures." retry={false} />
    </div>
  );
}
