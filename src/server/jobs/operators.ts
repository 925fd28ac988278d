import { recordAudit } from '@/server/audit/audit';
import { staffRead } from '@/server/staff/staff-change';
import { db, type Database } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { paymentGateway, type PaymentGateway } from '@/server/payments/gateway';
import { env } from '@/server/platform/env';
import { authorize, type Actor } from '@/server/staff/actor';
import { runJobNow, UnknownJobError } from './definitions';
import { jobsReport, JobNotRetryableError, operatorsQueue, retryJob, type JobsReport, type RetryOutcome } from './queue';
import { runSweeps, type SweepReport } from './sweeps';

/**
 * What the operators' page (/ops/jobs) and the admin API (/api/admin/jobs) call: the report, a
 * retry and a run, on this process's queue (or a reader of it when this process runs none), with
 * refusals as domain errors (404 an unknown job, 409 one that cannot be retried). Each takes the
 * staff actor and asks `jobs.manage` (administrators); a retry or a run is in the audit log (what
 * was asked, and what came of it), written once the queue has done it.
 */

export function jobsOverview(actor: Actor): Promise<JobsReport> {
  return staffRead(actor, 'jobs.manage', async () => jobsReport(await operatorsQueue(env().DATABASE_URL)));
}

export async function retryJobById(id: string, actor: Actor): Promise<RetryOutcome> {
  await authorize(actor, 'jobs.manage', {}, { type: 'job', id });
  try {
    const outcome = await retryJob(await operatorsQueue(env().DATABASE_URL), id);
    await recordAudit(db(), actor, { action: 'job.retry', entityType: 'job', entityId: id, after: outcome });
    return outcome;
  } catch (error) {
    if (error instanceof JobNotRetryableError) throw new DomainError('conflict', { errorCode: 'JOB_NOT_RETRYABLE', errorMessageKey: 'ops.jobs.notRetryable', errorMessageDefault: error.message });
    throw error;
  }
}

/** Runs a job's work now in this process (safe beside the schedule: each job's work is); what it did. */
export async function runJobByName(name: string, actor: Actor): Promise<Record<string, number>> {
  await authorize(actor, 'jobs.manage', {}, { type: 'job', id: name });
  try {
    const result = await runJobNow(name);
    await recordAudit(db(), actor, { action: 'job.run', entityType: 'job', entityId: name, after: result });
    return result;
  } catch (error) {
    if (error instanceof UnknownJobError) throw new DomainError('notFound', { errorCode: 'JOB_NOT_FOUND', errorMessageKey: 'ops.jobs.notFound', errorMessageDefault: error.message });
    throw error;
  }
}

/**
 * The clean-up sweeps now (the schedule runs each anyway); what each undid. The admin API runs
 * them in its server; `npm run sweeps` on its own connection, with the configured gateway.
 */
export async function runSweepsNow(actor: Actor, database: Database = db(), gateway: PaymentGateway = paymentGateway()): Promise<SweepReport> {
  await authorize(actor, 'jobs.manage', {}, { type: 'job', id: 'sweeps' });
  const report = await runSweeps(database, gateway);
  await recordAudit(database, actor, { action: 'job.run', entityType: 'job', entityId: 'sweeps', after: report });
  return report;
}
