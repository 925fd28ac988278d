'use server';

import { revalidatePath } from 'next/cache';
import { runJobByName, retryJobById } from '@/server/jobs/operators';
import { DomainError } from '@/server/platform/domain-error';
import { logger } from '@/server/platform/logger';
import type { Actor } from '@/server/staff/actor';
import { refusalText, staffTranslator } from './catalog/staff-text';
import { opsRequestLocale, opsTranslations } from './i18n';
import { currentStaff, operatorSignedIn } from './session';

export interface JobActionState {
  ok: boolean;
  message: string;
}

type Translate = Awaited<ReturnType<typeof opsTranslations>>;

/** The job an action names, for the refusals' messages. */
interface Named {
  name?: string;
  job?: string;
}

/** The signed-in staff member acts (the use case asks jobs.manage and records the action); a refusal is a message, in their language. */
async function asOperator(named: Named, run: (actor: Actor, t: Translate) => Promise<string>): Promise<JobActionState> {
  const t = await opsTranslations(await opsRequestLocale());
  if (!(await operatorSignedIn())) return { ok: false, message: t('jobs.sessionEnded') };
  const actor = await currentStaff('/ops/jobs');
  try {
    const message = await run(actor, t);
    revalidatePath('/ops/jobs');
    return { ok: true, message };
  } catch (error) {
    if (error instanceof DomainError) {
      const key = error.detail.errorMessageKey;
      if (key === 'ops.jobs.notFound') return { ok: false, message: t('jobs.notFound', { name: named.name ?? '' }) };
      if (key === 'ops.jobs.notRetryable') return { ok: false, message: t('jobs.notRetryable', { job: named.job ?? '' }) };
      return { ok: false, message: refusalText((await staffTranslator()).t, error) ?? t('jobs.failed') };
    }
    logger.error({ err: error }, 'an operator’s job action failed');
    return { ok: false, message: t('jobs.failed') };
  }
}

/** Retry a dead letter (sent again to its queue) or a job failed for good (back to retry). */
export async function retryJobAction(_: JobActionState | null, formData: FormData): Promise<JobActionState> {
  const id = String(formData.get('id') ?? '');
  return asOperator({ job: id }, async (actor, t) => {
    const outcome = await retryJobById(id, actor);
    return outcome.retried === 'deadLetter' ? t('jobs.sentAgain', { queue: outcome.queue, job: outcome.jobId }) : t('jobs.backInLine', { job: id, queue: outcome.queue });
  });
}

/** Run a job's work now, in this server, and say what it did (each count named in the member's language). */
export async function runJobAction(_: JobActionState | null, formData: FormData): Promise<JobActionState> {
  const name = String(formData.get('name') ?? '');
  return asOperator({ name }, async (actor, t) => {
    const result = await runJobByName(name, actor);
    const counts = Object.entries(result).map(([key, count]) => {
      const counted = `jobs.counts.${key}` as 'jobs.counts.deleted';
      return t.has(counted) ? t(counted, { count }) : `${key} ${count}`;
    });
    logger.info({ job: name, ...result }, 'an operator ran a job');
    return counts.length ? t('jobs.ran', { name, counts: counts.join(', ') }) : t('jobs.ranNothing', { name });
  });
}
