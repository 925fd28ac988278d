import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en-US.json';
import es from '../../../../messages/es-MX.json';
import pt from '../../../../messages/pt-BR.json';
import type { Locale } from '@/lib/markets';
import type { RewardsMember } from './events';
import { INITIAL_FLOW, REWARDS_STEPS, rewardsFlow, stepNumber, type FlowState, type RewardsStep } from './rewards-flow';
import { RewardsStepView } from './RewardsSteps';

const member: RewardsMember = { userType: '4', rewardsId: '12345678901', firstName: 'Ann', lastName: 'Lee', phone: '5551234567' };
const profile = { profileKey: 'k1', firstName: 'J.', lastName: 'Smith', email: 'j•••@e•••.com', phoneNumber: '••• ••• 7890', postalCode: '9••••', securityQuestion: 'firstCar' as const, joinedYear: 2019 };

function stateAt(step: RewardsStep, guest: boolean): FlowState {
  const state = rewardsFlow(INITIAL_FLOW, { type: 'open', step }).state;
  return {
    ...state,
    results: { totalCount: 2, profiles: [profile, { ...profile, profileKey: 'k2' }] },
    verifying: { profileKey: 'k1', securityQuestion: 'firstCar' },
    confirmation: step === 'confirmation' ? (guest ? 'createAccount' : 'merge') : null,
    error: { key: 'rewards.modal.errors.notFound' },
    form: { ...state.form, fields: { ...state.form.fields, lastName: { value: 'x', error: 'validation.lastName.missing' }, zipOrEmail: { value: '', error: 'validation.zipOrEmail.invalid' } } },
  };
}

function render(locale: Locale, messages: unknown, state: FlowState, who: RewardsMember | null, onError: (error: Error) => void): string {
  const view = createElement(RewardsStepView, { state, dispatch: () => undefined, locale, member: who, close: () => undefined });
  const props = { locale, timeZone: 'UTC', messages: messages as never, onError, children: null } satisfies ComponentProps<typeof NextIntlClientProvider>;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props, view));
}

/** Every view of the nine steps renders in each language with no missing message (the catalogues after the lead's merge). */
describe('rewards modal views', () => {
  for (const [locale, messages] of [
    ['en-US', en],
    ['es-MX', es],
    ['pt-BR', pt],
  ] as const) {
    it(`renders each step in ${locale} without a missing message`, () => {
      const problems: string[] = [];
      for (const step of REWARDS_STEPS) {
        for (const who of [member, null]) {
          const html = render(locale, messages, stateAt(step, !who), who, (error) => problems.push(`${step}: ${error.message}`));
          expect(html).toContain(`data-testid="rewards-step-${stepNumber(step)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('shows the spec messages and the masked profiles', () => {
    const english = (state: FlowState) => render('en-US', en, state, member, () => undefined);
    const results = english(stateAt('searchResults', false));
    expect(results).toContain('We found 2 accounts');
    expect(results).toContain('j•••@e•••.com');
    expect(results).toContain('Rewards ID not found');
    expect(english(stateAt('lookup', false))).toContain('Please enter the 5 digit ZIP or email address on your account');
  });
});
