import { and, avg, count, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { type CallLimiter, callLimiter } from '@/server/platform/rate-limit';
import { FOUND_ANSWERS, surveyResponses } from './schema';
import { safeRedirectPath } from '@/lib/sign-in-flow';

export const WEBSITE_FEEDBACK = 'websiteFeedback';
export const SURVEY_COMMENT_MAX_CHARACTERS = 1000;
/** Answers per caller an hour, per instance: a survey is answered once, a few retries at most. */
export const SURVEY_ANSWERS_PER_CALLER_PER_HOUR = 10;

const globalLimiter = globalThis as unknown as { __surveyLimiter?: CallLimiter };
export const surveyLimiter = (globalLimiter.__surveyLimiter ??= callLimiter('survey', SURVEY_ANSWERS_PER_CALLER_PER_HOUR, 3_600_000));

/** The website-feedback answers; message keys under contact.survey.errors. */
export const WebsiteFeedbackSchema = z.object({
  rating: z.coerce.number({ error: () => 'contact.survey.errors.ratingMissing' }).int().min(1, { error: () => 'contact.survey.errors.ratingMissing' }).max(5, { error: () => 'contact.survey.errors.ratingMissing' }),
  found: z.enum(FOUND_ANSWERS, { error: () => 'contact.survey.errors.foundMissing' }),
  comment: z
    .string()
    .trim()
    .max(SURVEY_COMMENT_MAX_CHARACTERS, { error: () => 'contact.survey.errors.commentTooLong' })
    .default(''),
  /** The page the shopper was on; only a path on this site is kept. */
  pagePath: z
    .string()
    .max(500)
    .optional()
    .transform((path) => (path ? safeRedirectPath(path, '') || null : null)),
});
export type WebsiteFeedback = z.output<typeof WebsiteFeedbackSchema>;

export async function saveWebsiteFeedback(executor: Executor, input: WebsiteFeedback & { locale: Locale; userId?: string | null }): Promise<void> {
  await executor.insert(surveyResponses).values({
    survey: WEBSITE_FEEDBACK,
    locale: input.locale,
    rating: input.rating,
    found: input.found,
    comment: input.comment,
    pagePath: input.pagePath,
    userId: input.userId ?? null,
  });
}

/** How the site is doing since a date: answers, average rating, and how many found what they came for. */
export async function websiteFeedbackSummary(executor: Executor, since: Date): Promise<{ answers: number; averageRating: number | null; found: Record<(typeof FOUND_ANSWERS)[number], number> }> {
  const rows = await executor
    .select({ found: surveyResponses.found, n: count(), rating: avg(surveyResponses.rating) })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.survey, WEBSITE_FEEDBACK), gte(surveyResponses.createdAt, since)))
    .groupBy(surveyResponses.found);
  const found = { yes: 0, partly: 0, no: 0 };
  let answers = 0;
  let ratingSum = 0;
  for (const row of rows) {
    found[row.found] = row.n;
    answers += row.n;
    ratingSum += Number(row.rating ?? 0) * row.n;
  }
  return { answers, averageRating: answers ? Math.round((ratingSum / answers) * 10) / 10 : null, found };
}
