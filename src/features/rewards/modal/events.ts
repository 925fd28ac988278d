import type { RewardsStep } from './rewards-flow';

/** Anything can ask the rewards modal to open, at a step (spec §2.6); the host in the shop layout listens. */
export const OPEN_REWARDS_MODAL = 'storefront:open-rewards-modal';

export interface OpenRewardsModalDetail {
  step: RewardsStep;
}

export function openRewardsModal(step: RewardsStep = 'signIn'): void {
  window.dispatchEvent(new CustomEvent<OpenRewardsModalDetail>(OPEN_REWARDS_MODAL, { detail: { step } }));
}

/** Puts a rewards event on the data layer (spec §5 lookup analytics, §7 code 1089). */
export function pushRewardsAnalytics(data: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...data });
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
