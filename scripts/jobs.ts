import { JOB_DEFINITIONS } from '../src/server/jobs/definitions';
import { retryJobById, runJobByName } from '../src/server/jobs/operators';
import { jobsReport, operatorsQueue } from '../src/server/jobs/queue';
import { formatJobsReport } from '../src/server/jobs/report-text';
import { commandLine } from './lib/args';
import { runCommand } from './lib/database';
import { operatorActor } from './lib/staff-key';

/**
 * The operators' job commands (docs/operations/jobs.md):
 *   npm run jobs                      the queues with their jobs by state, the schedules, recent failures, dead letters
 *   npm run jobs -- retry <id>        send a dead letter again to its queue (or put a failed job back to retry)
 *   npm run jobs -- run <name>        run a job's work now, in this process, and print what it did
 * The queue is pg-boss in the schema `pgboss` of DATABASE_URL; this command runs no worker and no schedule.
 * A retry and a run are the operators' use cases (jobs.manage, in the audit log), as the staff
 * member whose API key is given (--key rk_…, else REDLINE_API_KEY); without a key only in
 * development, as system:cli:jobs with a warning (scripts/lib/staff-key.ts operatorActor).
 */
const USAGE = `usage: npm run jobs [-- retry <id> | run <name>]   (jobs: ${JOB_DEFINITIONS.map((d) => d.name).join(', ')}; retry and run: --key rk_… or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[jobs] ${line}`);

const {
  positionals: [command = 'list', subject],
  values: options,
} = commandLine({ options: { key: { type: 'string' } } }, USAGE);
if (!['list', 'retry', 'run'].includes(command) || (command !== 'list' && !subject)) {
  console.error(USAGE);
  process.exit(2);
}

await runCommand(log, async () => {
  if (command === 'run') {
    const result = await runJobByName(subject!, await operatorActor(options.key, 'jobs'));
    console.log(`${subject}: ${Object.entries(result).map(([k, v]) => `${k} ${v}`).join(', ') || 'done'}`);
    return;
  }
  const boss = await operatorsQueue(process.env.DATABASE_URL!);
  try {
    if (command === 'retry') {
      const outcome = await retryJobById(subject!, await operatorActor(options.key, 'jobs'));
      console.log(outcome.retried === 'deadLetter' ? `dead letter ${subject} sent again to ${outcome.queue} as job ${outcome.jobId}` : `job ${subject} of ${outcome.queue} put back to retry`);
    } else {
      console.log(formatJobsReport(await jobsReport(boss)));
    }
  } finally {
    await boss.stop({ graceful: false });
  }
});
