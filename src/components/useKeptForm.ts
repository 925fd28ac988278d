'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';

/**
 * Every form with a server action keeps what the shopper typed: React 19 resets a form after its
 * action (each uncontrolled input back to its defaultValue, a select to the option it was mounted
 * with, a checkbox to its default), so a refused form would come back emptied. Here the submit
 * is taken over: the browser's and React's own submission are prevented, and the action runs in a
 * transition with the form's data, which React does not follow with a reset. `pending` and
 * useFormStatus work as with `action=`. Without JavaScript the form still posts to the server
 * action (the `action` prop stays), and the action's state comes back with the page.
 *
 * A form that should start afresh after some answers (a record saved, "send another") passes
 * `clearWhen`: `formKey` changes after each such answer, and the form, keyed on it, mounts again
 * with its defaults.
 */
export function useKeptForm<State>(
  action: (state: Awaited<State>, payload: FormData) => State | Promise<State>,
  initialState: Awaited<State>,
  options: KeptFormOptions<Awaited<State>> = {},
) {
  const [state, dispatch, pending] = useActionState(action, initialState);
  const [seen, setSeen] = useState<Round<Awaited<State>>>({ state, round: 0 });
  // Adjusting state during render (React's pattern for "after a prop or state changed"): one step per answer.
  const now = nextRound(seen, state, options.clearWhen);
  if (now !== seen) setSeen(now);
  return {
    state,
    pending,
    formKey: now.round,
    formProps: {
      action: dispatch,
      onSubmit: (event: FormEvent<HTMLFormElement>) => submitKept(event, dispatch, options.beforeSubmit),
    },
  };
}

export interface KeptFormOptions<State> {
  /** Runs first with the form; returning false stops the submission (nothing is sent). */
  beforeSubmit?: (form: HTMLFormElement) => boolean | void;
  /** After an answer for which this is true, the form starts afresh (formKey changes). */
  clearWhen?: (state: State) => boolean;
}

export interface Round<State> {
  state: State;
  round: number;
}

/** The form's round after `state`: the same object while nothing new came back, a new round after an answer that clears the form. */
export function nextRound<State>(seen: Round<State>, state: State, clearWhen?: (state: State) => boolean): Round<State> {
  if (Object.is(seen.state, state)) return seen;
  return { state, round: clearWhen?.(state) ? seen.round + 1 : seen.round };
}

type SubmitEvent = Pick<FormEvent<HTMLFormElement>, 'currentTarget' | 'preventDefault'> & { nativeEvent: Event };

/** The form's data as the browser would send it, with the button that submitted it. */
function readForm(form: HTMLFormElement, submitter: HTMLElement | null): FormData {
  return new FormData(form, submitter);
}

/**
 * The submit handler: the submission is always taken from the browser and React (so neither
 * navigates nor resets the form); `before` may stop it; otherwise the action runs in a transition.
 */
export function submitKept(event: SubmitEvent, dispatch: (payload: FormData) => void, before?: (form: HTMLFormElement) => boolean | void, read: typeof readForm = readForm): void {
  event.preventDefault();
  const form = event.currentTarget;
  if (before?.(form) === false) return;
  const submitter = (event.nativeEvent as Event & { submitter?: HTMLElement | null }).submitter ?? null;
  const payload = read(form, submitter);
  startTransition(() => dispatch(payload));
}
