import { ANALYTICS_EVENTS } from '@/lib/analytics';
import { recordAction } from '@/lib/client-log';
import { pushEvent } from '@/lib/data-layer';
import type { RewardsStep } from './rewards-flow';

/** Anything can ask the rewards modal to open, at a step (spec §2.6); the host in the shop layout listens. */
export const OPEN_REWARDS_MODAL = 'storefront:open-rewards-modal';

export interface OpenRewardsModalDetail {
  step: RewardsStep;
}

export function openRewardsModal(step: RewardsStep = 'signIn'): void {
  window.dispatchEvent(new CustomEvent<OpenRewardsModalDetail>(OPEN_REWARDS_MODAL, { detail: { step } }));
}

/**
 * Puts a rewards event on the data layer (spec §5 lookup analytics, §7 code 1089, link_rewards);
 * a linking error is also the REWARDS_LINK_ERROR failure action (spec §8).
 */
export function pushRewardsAnalytics({ event, ...data }: Record<string, unknown>): void {
  const name = typeof event === 'string' ? event : 'rewards';
  pushEvent(name, data);
  if (name === ANALYTICS_EVENTS.rewardsLinkingError) recordAction('REWARDS_LINK_ERROR', data);
}

/** The merge's totals, kept for /mergeConfirmation in this tab. */
export const MERGE_RESULT_KEY = 'rewardsMergeResult';

/** The member as the modal needs them (myAccountMap: userType, rewardsId; the names fill the sign-up form). Null: a guest. */
export interface RewardsMember {
  userType: string;
  rewardsId: string;
  firstName: string;
  lastName: string;
  phone: string;
}
