import { JOB_STATES, type JobLine, type JobsReport } from './queue';

const utc = (at: Date | null) => (at ? at.toISOString().replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-');

function line(job: JobLine, dead = false): string {
  const attempts = dead ? 'dead letter' : `${job.retryCount + 1}/${job.retryLimit + 1} attempts`;
  return `  ${job.id}  ${job.queue.padEnd(28)} ${(dead ? '' : job.state).padEnd(7)} ${attempts.padEnd(14)} ${utc(job.at ?? job.createdAt)}  ${job.error ?? ''}`.trimEnd();
}

/** `npm run jobs`: the queues with their jobs by state, the schedules, recent failures and dead letters, as plain text. */
export function formatJobsReport(report: JobsReport): string {
  const out: string[] = [];
  const width = Math.max(12, ...report.queues.map((q) => q.name.length)) + 2;
  out.push('Queues (jobs kept by state; completed ones move to the archive after 12 hours)');
  out.push(`  ${'queue'.padEnd(width)}${JOB_STATES.map((s) => s.padStart(10)).join('')}  last completed`);
  for (const q of report.queues) {
    out.push(`  ${q.name.padEnd(width)}${JOB_STATES.map((s) => String(q.counts[s]).padStart(10)).join('')}  ${utc(q.lastCompletedAt)}`);
  }
  out.push('', 'Schedules (UTC cron; each sends one job across every instance)');
  for (const s of report.schedules) out.push(`  ${s.name.padEnd(width)}${s.cron}${s.timezone === 'UTC' ? '' : ` (${s.timezone})`}`);
  if (report.schedules.length === 0) out.push('  none');
  out.push('', 'Recent failures (waiting for a retry, or failed for good)');
  out.push(...(report.failures.length ? report.failures.map((job) => line(job)) : ['  none']));
  out.push('', 'Dead letters (every retry failed; `npm run jobs -- retry <id>` sends one again)');
  out.push(...(report.deadLetters.length ? report.deadLetters.map((job) => line(job, true)) : ['  none']));
  return out.join('\n');
}
