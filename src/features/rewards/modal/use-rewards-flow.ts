'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { localizedPath, type Locale } from '@/lib/markets';
import { LOCAL_STORAGE } from '@/lib/storage-keys';
import { MERGE_RESULT_KEY, pushRewardsAnalytics } from './events';
import { failureOf, rewardsApi } from './rewards-api';
import { INITIAL_FLOW, rewardsFlow, type FlowEffect, type FlowEvent, type FlowState, type RewardsStep } from './rewards-flow';

/** The flow's state and its dispatch, which runs the effects the machine asks for (calls, analytics, navigation, the hide flag). */
export function useRewardsFlow(locale: Locale, initialStep: RewardsStep, onHidden: (byShopper?: boolean) => void) {
  const router = useRouter();
  const [state, setState] = useState<FlowState>(() => rewardsFlow(INITIAL_FLOW, { type: 'open', step: initialStep }).state);
  const current = useRef(state);

  const dispatch = useCallback(
    (first: FlowEvent) => {
      const api = rewardsApi(locale);
      send(first);

      function send(event: FlowEvent) {
        const { state: next, effects } = rewardsFlow(current.current, event);
        current.current = next;
        setState(next);
        effects.forEach(run);
        // The flow hides the modal when the shopper closes, skips or finishes it.
        if (next.popup === 'HIDE') onHidden(true);
      }

      function run(effect: FlowEffect) {
        switch (effect.type) {
          case 'search':
            api.search(effect.request).then(
              (response) => send({ type: 'lookupSucceeded', response }),
              (error) => send({ type: 'lookupFailed', failure: failureOf(error) }),
            );
            return;
          case 'sendUnlockCode':
            api.sendUnlockCode(effect.body).then(
              (response) => send({ type: 'unlockCodeSent', response }),
              (error) => send({ type: 'unlockCodeFailed', failure: failureOf(error) }),
            );
            return;
          case 'validate':
          case 'answer':
          case 'unlock':
            (effect.type === 'validate' ? api.validate(effect.body) : effect.type === 'answer' ? api.answer(effect.body) : api.unlock(effect.body)).then(
              (response) => send({ type: 'validated', response }),
              (error) => send({ type: 'validateFailed', failure: failureOf(error) }),
            );
            return;
          case 'merge':
            api.merge(effect.mergeToken).then(
              (response) => {
                try {
                  sessionStorage.setItem(MERGE_RESULT_KEY, JSON.stringify(response));
                } catch {
                  // Private mode: the confirmation page shows the merge without its totals.
                }
                send({ type: 'merged', response });
              },
              (error) => send({ type: 'mergeFailed', failure: failureOf(error) }),
            );
            return;
          case 'analytics':
            pushRewardsAnalytics(effect.data);
            return;
          case 'navigate':
            router.push(localizedPath(effect.path, locale));
            return;
          case 'hideModal':
            try {
              localStorage.setItem(LOCAL_STORAGE.hideModal, 'true');
            } catch {
              // Private mode: the modal may show again next visit.
            }
            return;
          case 'refresh':
            router.refresh();
            return;
        }
      }
    },
    [locale, router, onHidden],
  );

  return { state, dispatch };
}
