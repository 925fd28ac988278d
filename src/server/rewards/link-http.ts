import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { errorEnvelope, type ErrorDetail } from '@/lib/errors';
import type { Locale, Market, RewardsProgramme } from '@/lib/markets';
import { LINK_COMPLETE_ACCOUNT_CODE } from '@/lib/rewards';
import { memberFromHeaders, type Member } from '@/server/customers/member';
import { DomainError } from '@/server/platform/domain-error';
import { errorResponse, privateJson, requestLocale } from '@/server/platform/http';
import { type CallLimiter, callLimiter, clientKey } from '@/server/platform/rate-limit';

/**
 * What the joining and linking routes share (docs/decisions/021-rewards.md): their error
 * envelopes, the 400 that names each field, and the gate every route passes first (the market,
 * a signed-in member, the per-caller limit).
 */

const detail = (errorCode: string, key: string, errorMessageDefault: string, values?: ErrorDetail['errorMessageValues']): ErrorDetail => ({
  errorCode,
  errorMessageKey: `rewards.errors.${key}`,
  errorMessageDefault,
  ...(values ? { errorMessageValues: values } : {}),
});

/** The envelopes these routes answer with; the UI shows the key (messages/incoming/rewards-link.*.json). */
export const REWARDS_ERRORS = {
  completeAccount: detail(LINK_COMPLETE_ACCOUNT_CODE, 'completeAccount', 'Sign in or create an online account to link your Rewards'),
  invalidId: detail('INVALID_REWARDS_ID', 'invalidId', 'Invalid Rewards ID'),
  cardNumberRequired: detail('REWARDS_CARD_NUMBER_REQUIRED', 'cardNumberRequired', 'Rewards card number is required'),
  notFound: detail('REWARDS_NOT_FOUND', 'notFound', 'Rewards ID not found'),
  taken: detail('REWARDS_ID_TAKEN', 'takenId', 'This Rewards ID is already linked to another online account.'),
  verifyInStore: detail('REWARDS_VERIFY_IN_STORE', 'verifyInStore', "We can't verify this Rewards account online. Ask at any store."),
  answerLocked: detail('SECURITY_ANSWER_LOCKED', 'answerLocked', 'Too many incorrect answers. Try again in 24 hours or ask at any store.'),
  alreadyMember: detail('ALREADY_A_MEMBER', 'alreadyMember', 'You already have a Rewards account.'),
  alreadyMerged: detail('REWARDS_ALREADY_MERGED', 'alreadyMerged', 'This Rewards account has already been merged.'),
  lookupExpired: detail('REWARDS_LOOKUP_EXPIRED', 'lookupExpired', 'This search has expired. Please look up your Rewards account again.'),
  rateLimited: detail('RATE_LIMITED', 'rateLimited', 'Too many attempts. Please wait a minute and try again.'),
  unavailable: detail('REWARDS_NOT_AVAILABLE', 'unavailable', 'Rewards are not available in this country.'),
  generic: detail('REWARDS_ERROR', 'generic', 'An error occurred'),
} satisfies Record<string, ErrorDetail>;

export function answerIncorrect(attemptsLeft: number): DomainError {
  return new DomainError('invalid', detail('SECURITY_ANSWER_INCORRECT', 'answerIncorrect', `That answer doesn't match. Attempts left: ${attemptsLeft}.`, { attemptsLeft }));
}

/** The English of the form keys the server itself checks (the catalogue has all three languages). */
const FORM_DEFAULTS: Record<string, string> = {
  ...Object.fromEntries(Object.values(REWARDS_ERRORS).map((d) => [d.errorMessageKey, d.errorMessageDefault])),
  'rewards.errors.answerMissing': 'Please enter your answer.',
  'rewards.errors.answerTooLong': 'Your answer can be at most 64 characters.',
  'rewards.errors.unlockCodeMissing': 'Enter the 6-digit code from the e-mail.',
  'rewards.errors.questionMissing': 'Please choose a security question.',
  'rewards.errors.termsRequired': 'Please accept the Rewards program terms.',
  'rewards.errors.criteriaMissing': 'Enter your phone number, ZIP code or e-mail address too.',
};

/** A 400 naming each field in error with its message key (a spec §5 `validation.*` rule or one of rewards.errors). */
export function invalidRequest(issues: z.core.$ZodIssue[]): Response {
  const details = issues.map((issue) => {
    const key = /^(validation|rewards)\./.test(issue.message) ? issue.message : REWARDS_ERRORS.generic.errorMessageKey;
    return {
      errorCode: 'VALIDATION_FAILED',
      errorMessageKey: key,
      errorMessageDefault: FORM_DEFAULTS[key] ?? 'Please check the highlighted fields.',
      ...(issue.path.length ? { field: issue.path.join('.') } : {}),
    };
  });
  return privateJson({ ...errorEnvelope(details[0] ?? REWARDS_ERRORS.generic), errorDetails: details }, { status: 400 });
}


/** Per caller a minute. Lookups and id checks are how accounts would be enumerated; answers how questions would be guessed. */
export const REWARDS_RATE_LIMITS = { lookup: 10, validate: 10, answer: 10, change: 10 } as const;

function createLimits() {
  return {
    lookup: callLimiter('rewards:lookup', REWARDS_RATE_LIMITS.lookup, 60_000),
    validate: callLimiter('rewards:validate', REWARDS_RATE_LIMITS.validate, 60_000),
    answer: callLimiter('rewards:answer', REWARDS_RATE_LIMITS.answer, 60_000),
    change: callLimiter('rewards:change', REWARDS_RATE_LIMITS.change, 60_000),
  };
}
const holder = globalThis as unknown as { __rewardsLinkLimits?: ReturnType<typeof createLimits> };
export const rewardsLimits = (holder.__rewardsLinkLimits ??= createLimits());

export interface RewardsCaller {
  member: Member;
  locale: Locale;
  market: Market & { rewards: RewardsProgramme };
}

/**
 * What every linking route checks first (a write from another site never gets here: the proxy's
 * cross-site check): the market runs the programme (else 404), the caller is signed in (else the
 * 403 '1089' answer that opens the complete-account popup), and is under the route's rate limit (else 429). Answers the caller,
 * or the response to send.
 */
export async function rewardsCaller(request: NextRequest, options: { limiter: CallLimiter }): Promise<RewardsCaller | Response> {
  const { locale, market } = requestLocale(request);
  if (!market.rewards) throw new DomainError('notFound', REWARDS_ERRORS.unavailable);
  const member = await memberFromHeaders(request.headers);
  if (!member) throw new DomainError('forbidden', REWARDS_ERRORS.completeAccount);
  const limit = await options.limiter.take(clientKey(request.headers));
  if (!limit.allowed) {
    return errorResponse(429, REWARDS_ERRORS.rateLimited, { headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } });
  }
  return { member, locale, market: market as RewardsCaller['market'] };
}
