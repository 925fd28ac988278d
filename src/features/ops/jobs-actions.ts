'use server';

import { revalidatePath } from 'next/cache';
import { runJobByName, retryJobById } from '@/server/jobs/operators';
import { DomainError } from '@/server/platform/domain-error';
import { logger } from '@/server/platform/logger';
import type { Actor } from '@/server/staff/actor';
import { currentStaff, operatorSignedIn } from './session';

export interface JobActionState {
  ok: boolean;
  message: string;
}

/** The signed-in staff member acts (the use case asks jobs.manage and records the action); a refusal is a message. */
async function asOperator(run: (actor: Actor) => Promise<string>): Promise<JobActionState> {
  if (!(await operatorSignedIn())) return { ok: false, message: 'Your operator session has ended: sign in again.' };
  const actor = await currentStaff('/ops/jobs');
  try {
    const message = await run(actor);
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
  return asOperator(async (actor) => {
    const outcome = await retryJobById(id, actor);
    return outcome.retried === 'deadLetter' ? `Sent again to ${outcome.queue} as job ${outcome.jobId}.` : `Job ${id} of ${outcome.queue} is back in line for a retry.`;
  });
}

/** Run a job's work now, in this server, and say what it did. */
export async function runJobAction(_: JobActionState | null, formData: FormData): Promise<JobActionState> {
  const name = String(formData.get('name') ?? '');
  return asOperator(async (actor) => {
    const result = await runJobByName(name, actor);
    const counts = Object.entries(result).map(([key, value]) => `${key} ${value}`).join(', ');
    logger.info({ job: name, ...result }, 'an operator ran a job');
    return `${name} ran: ${counts || 'done'}.`;
  });
}
