'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { PanelDialog } from '@/components/PanelDialog';
import type { Locale } from '@/lib/markets';
import type { RewardsMember } from './events';
import { CHECK_REWARD_ACCOUNT_PATH, stepNumber, type RewardsStep } from './rewards-flow';
import { RewardsStepView } from './RewardsSteps';
import { useRewardsFlow } from './use-rewards-flow';

const onCheckRewardAccountRoute = (pathname: string) => new RegExp(`${CHECK_REWARD_ACCOUNT_PATH}/?$`).test(pathname);

/**
 * The rewards modal (spec §2.6): a full-screen dialog on phones, a panel from tablets up, showing
 * the step of the flow (rewards-flow.ts). Closing from /checkRewardAccount leaves for the home page.
 */
export default function RewardsModal({ locale, member, initialStep, onHidden }: { locale: Locale; member: RewardsMember | null; initialStep: RewardsStep; /** The modal went away: `byShopper` when the shopper closed, skipped or finished it (not when its words failed to load). */ onHidden: (byShopper?: boolean) => void }) {
  const t = useTranslations('rewards.modal');
  const pathname = usePathname();
  const { state, dispatch } = useRewardsFlow(locale, initialStep, onHidden);
  const body = useRef<HTMLDivElement>(null);
  const firstStep = useRef(state.step);

  // A new step is announced by moving focus to its top (not on opening: PanelDialog moves it to the close button).
  useEffect(() => {
    if (state.step !== firstStep.current) body.current?.focus();
    firstStep.current = state.step;
  }, [state.step]);

  const close = () => dispatch({ type: 'close', onCheckRewardAccountRoute: onCheckRewardAccountRoute(pathname) });
  return (
    <PanelDialog title={t('title')} testId="rewards-modal" closeLabel={t('close')} onClose={close} panelClassName="md:w-[520px] md:max-h-[84vh]">
      <div ref={body} tabIndex={-1} className="flex-1 overflow-y-auto p-4 outline-none md:p-6" data-step={stepNumber(state.step)} data-popup={state.popup}>
        <RewardsStepView state={state} dispatch={dispatch} locale={locale} member={member} close={close} />
      </div>
    </PanelDialog>
  );
}
