import { DomainError } from '@/server/platform/domain-error';
import { env } from '@/server/platform/env';
import { runJobNow, UnknownJobError } from './definitions';
import { jobsReport, JobNotRetryableError, operatorsQueue, retryJob, type JobsReport, type RetryOutcome } from './queue';

/**
 * What the operators' page (/ops/jobs) and the admin API (/api/admin/jobs) call: the report, a
 * retry and a run, on this process's queue (or a reader of it when this process runs none), with
 * refusals as domain errors (404 an unknown job, 409 one that cannot be retried).
 */

export async function jobsOverview(): Promise<JobsReport> {
  return jobsReport(await operatorsQueue(env().DATABASE_URL));
}

export async function retryJobById(id: string): Promise<RetryOutcome> {
  try {
    return await retryJob(await operatorsQueue(env().DATABASE_URL), id);
  } catch (error) {
    if (error instanceof JobNotRetryableError) throw new DomainError('conflict', { errorCode: 'JOB_NOT_RETRYABLE', errorMessageKey: 'ops.jobs.notRetryable', errorMessageDefault: error.message });
    throw error;
  }
}

/** Runs a job's work now in this process (safe beside the schedule: each job's work is); what it did. */
export async function runJobByName(name: string): Promise<Record<string, number>> {
  try {
    return await runJobNow(name);
  } catch (error) {
    if (error instanceof UnknownJobError) throw new DomainError('notFound', { errorCode: 'JOB_NOT_FOUND', errorMessageKey: 'ops.jobs.notFound', errorMessageDefault: error.message });
    throw error;
  }
}
