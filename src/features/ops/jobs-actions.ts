'use server';

import { revalidatePath } from 'next/cache';
import { runJobByName, retryJobById } from '@/server/jobs/operators';
import { DomainError } from '@/server/platform/domain-error';
import { logger } from '@/server/platform/logger';
import { operatorSignedIn } from './session';

export interface JobActionState {
  ok: boolean;
  message: string;
}

async function asOperator(run: () => Promise<string>): Promise<JobActionState> {
  if (!(await operatorSignedIn())) return { ok: false, message: 'Your operator session has ended: sign in again.' };
  try {
    const message = await run();
    revalidatePath('/ops/jobs');
    return { ok: true, message };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.detail.errorMessageDefault };
    logger.error({ err: error }, 'an operator’s job action failed');
    return { ok: false, message: 'That did not work: see the server log.' };
  }
}

/** Retry a dead letter (sent again to its queue) or a job failed for good (back to retry). */
export async function retryJobAction(_: JobActionState | null, formData: FormData): Promise<JobActionState> {
  const id = String(formData.get('id') ?? '');
  return asOperator(async () => {
    const outcome = await retryJobById(id);
    return outcome.retried === 'deadLetter' ? `Sent again to ${outcome.queue} as job ${outcome.jobId}.` : `Job ${id} of ${outcome.queue} is back in line for a retry.`;
  });
}

/** Run a job's work now, in this server, and say what it did. */
export async function runJobAction(_: JobActionState | null, formData: FormData): Promise<JobActionState> {
  const name = String(formData.get('name') ?? '');
  return asOperator(async () => {
    const result = await runJobByName(name);
    const counts = Object.entries(result).map(([key, value]) => `${key} ${value}`).join(', ');
    logger.info({ job: name, ...result }, 'an operator ran a job');
    return `${name} ran: ${counts || 'done'}.`;
  });
}
