'use client';

import { useEffect, useId, useRef, useState } from 'react';

/**
 * The state of a button that asks before it does what cannot be undone (ConfirmStep, the back
 * office's AskFirst): asking, the "no" choice takes the focus (a stray Enter changes nothing);
 * answered "no", the focus goes back to the button that asked.
 */
export function useAskFirst<No extends HTMLElement>(askingAtFirst = false) {
  const [asking, setAsking] = useState(askingAtFirst);
  const [answered, setAnswered] = useState(false);
  const questionId = useId();
  const noRef = useRef<No>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) noRef.current?.focus();
    else if (answered) askRef.current?.focus();
  }, [asking, answered]);
  return {
    asking,
    questionId,
    noRef,
    askRef,
    ask: () => setAsking(true),
    keep: () => {
      setAnswered(true);
      setAsking(false);
    },
  };
}
