import { describe, expect, it } from 'vitest';
import { REWARDS_ID_PATTERN } from '@/lib/rewards';
import { joinRewardsSchema, maskedProfile, profileUpdateRequired, randomRewardsId, rewardsProfileSchema, validateBodySchema, type RewardsAccountRow } from './accounts';
import { REWARDS_TOKEN_LIFETIME_MS, openToken, sealToken } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const now = new Date('2026-03-01T12:00:00Z');
const claims = { userId: 'member-1', rewardsId: '12345678901' };

const row = (overrides: Partial<RewardsAccountRow> = {}): RewardsAccountRow => ({
  rewardsId: '12345678901',
  currency: 'USD',
  userId: null,
  firstName: 'jorge',
  lastName: 'Rivera',
  email: 'jorge.rivera@example.com',
  phoneNumber: '5125550142',
  postalCode: '78701',
  securityQuestion: 'firstCar',
  securityAnswerHash: 'scrypt$14$8$5$salt$key',
  failedAnswers: 0,
  answersLockedUntil: null,
  source: 'store',
  status: 'active',
  mergedInto: null,
  termsAcceptedAt: null,
  createdAt: new Date('2019-06-01T00:00:00Z'),
  ...overrides,
});

describe('sealed tokens', () => {
  it('open for the member and purpose they were made for, until they expire', () => {
    const token = sealToken(SECRET, 'profile', claims, now);
    expect(openToken(SECRET, 'profile', token, 'member-1', now)).toEqual(claims);
    expect(openToken(SECRET, 'profile', token, 'member-1', new Date(now.getTime() + REWARDS_TOKEN_LIFETIME_MS - 1))).toEqual(claims);
    expect(openToken(SECRET, 'profile', token, 'member-1', new Date(now.getTime() + REWARDS_TOKEN_LIFETIME_MS))).toBeNull();
    expect(openToken(SECRET, 'profile', token, 'member-2', now)).toBeNull();
    expect(openToken(SECRET, 'merge', token, 'member-1', now)).toBeNull();
    expect(openToken('another-secret-that-is-long-enough-00', 'profile', token, 'member-1', now)).toBeNull();
  });

  it('hide the rewards id and cannot be altered', () => {
    const token = sealToken(SECRET, 'merge', claims, now);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(claims.rewardsId);
    const flipped = Buffer.from(token, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    expect(openToken(SECRET, 'merge', flipped.toString('base64url'), 'member-1', now)).toBeNull();
    for (const junk of ['', 'abc', '!!!', 42, null, 'A'.repeat(600)]) expect(openToken(SECRET, 'merge', junk, 'member-1', now)).toBeNull();
  });
});

describe('maskedProfile and profileUpdateRequired', () => {
  it('shows only initials and masked contact details, the last name only when asked', () => {
    expect(maskedProfile(row(), 'key', { showLastName: true })).toEqual({
      profileKey: 'key',
      firstName: 'J.',
      lastName: 'Rivera',
      email: 'j•••@e•••.com',
      phoneNumber: '••• ••• 0142',
      postalCode: '7••••',
      securityQuestion: 'firstCar',
      joinedYear: 2019,
    });
    expect(maskedProfile(row({ email: null, phoneNumber: null, securityAnswerHash: null }), 'k', { showLastName: false })).toMatchObject({ lastName: 'R.', email: '', phoneNumber: '', securityQuestion: null });
  });

  it('asks for an update when phone, postal code or an answered question is missing', () => {
    expect(profileUpdateRequired(row())).toBe(false);
    expect(profileUpdateRequired(row({ phoneNumber: null }))).toBe(true);
    expect(profileUpdateRequired(row({ postalCode: '' }))).toBe(true);
    expect(profileUpdateRequired(row({ securityAnswerHash: null }))).toBe(true);
    expect(profileUpdateRequired(row({ securityQuestion: 'unknownQuestion' }))).toBe(true);
  });
});

describe('rewards ids and bodies', () => {
  it('draws 11-digit ids that do not start with 0', () => {
    for (let i = 0; i < 200; i++) expect(randomRewardsId()).toMatch(/^[1-9]\d{10}$/);
    expect(REWARDS_ID_PATTERN.test(randomRewardsId())).toBe(true);
  });

  it('takes an id as the card prints it, or a profileKey, and names the message of a bad id', () => {
    expect(validateBodySchema.parse({ rewardsId: '1234 5678 901' })).toEqual({ rewardsId: '12345678901' });
    expect(validateBodySchema.parse({ profileKey: 'abc' })).toEqual({ profileKey: 'abc' });
    expect(validateBodySchema.safeParse({ rewardsId: '1234567890' }).error?.issues[0]?.message).toBe('rewards.errors.invalidId');
    expect(validateBodySchema.safeParse({ rewardsId: '  ' }).error?.issues[0]?.message).toBe('rewards.errors.cardNumberRequired');
    expect(validateBodySchema.safeParse({ rewardsId: '12345678901', profileKey: 'abc' }).success).toBe(false);
  });

  it('joins with the payload the server keeps: phone digits, ZIP cut to 5', () => {
    const parsed = joinRewardsSchema('US').parse({ firstName: ' Ana ', lastName: 'Silva', phoneNumber: '(512) 555-0100', zipcode: '78701-1234', securityQuestion: 'firstPet', securityAnswer: 'Rex', acceptTerms: true });
    expect(parsed).toEqual({ firstName: 'Ana', lastName: 'Silva', phoneNumber: '5125550100', postalCode: '78701', securityQuestion: 'firstPet', securityAnswer: 'Rex', receivePromoAndSpecialEvents: undefined });
    const long = joinRewardsSchema('US').safeParse({ ...parsed, zipcode: '78701', securityAnswer: 'x'.repeat(65), acceptTerms: true });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['rewards.errors.answerTooLong']);
  });

  it('updates only what is sent; a question needs its answer', () => {
    expect(rewardsProfileSchema('US').parse({ zipcode: '78701' })).toEqual({ phoneNumber: undefined, postalCode: '78701', security: undefined });
    expect(rewardsProfileSchema('US').parse({ securityQuestion: 'firstPet', securityAnswer: 'Rex' }).security).toEqual({ question: 'firstPet', answer: 'Rex' });
    expect(rewardsProfileSchema('US').safeParse({ securityAnswer: 'Rex' }).error?.issues[0]?.message).toBe('rewards.errors.questionMissing');
    expect(rewardsProfileSchema('US').safeParse({ phoneNumber: '' }).error?.issues[0]?.message).toBe('validation.phone.missing');
  });
});
