import { describe, expect, it } from 'vitest';
import { nextRound, submitKept } from './useKeptForm';

/** A submit event as React hands it over: the form, the button, and whether its default was prevented. */
function submitEvent(form: object, submitter: object | null = null) {
  const event = {
    currentTarget: form as HTMLFormElement,
    nativeEvent: { submitter } as unknown as Event,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

describe('submitKept', () => {
  it('takes the submission from the browser and React (so the form is not reset) and sends the form’s data, with the button that sent it', () => {
    const form = { id: 'register' };
    const button = { name: 'intent' };
    const event = submitEvent(form, button);
    const sent: FormData[] = [];
    const read = (f: HTMLFormElement, s: HTMLElement | null) => {
      const data = new FormData();
      data.set('firstName', 'J0hn');
      data.set('form', (f as unknown as { id: string }).id);
      data.set('submitter', (s as unknown as { name: string }).name);
      return data;
    };
    submitKept(event, (data) => sent.push(data), undefined, read);
    expect(event.prevented).toBe(true);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toEqual({ firstName: 'J0hn', form: 'register', submitter: 'intent' });
  });

  it('runs `before` with the form first; false stops the submission, still without the browser’s own', () => {
    const order: string[] = [];
    const read = () => {
      order.push('read');
      return new FormData();
    };
    const stopped = submitEvent({});
    submitKept(stopped, () => order.push('sent'), () => (order.push('before'), false), read);
    expect(stopped.prevented).toBe(true);
    expect(order).toEqual(['before']);

    order.length = 0;
    submitKept(submitEvent({}), () => order.push('sent'), () => void order.push('before'), read);
    expect(order).toEqual(['before', 'read', 'sent']);
  });
});

describe('nextRound', () => {
  const initial = { state: null as { ok: boolean } | null, round: 0 };

  it('keeps the form (same round) while nothing new came back and after an answer that does not clear it', () => {
    expect(nextRound(initial, null)).toBe(initial);
    const refused = { ok: false };
    const after = nextRound(initial, refused, (s) => !!s?.ok);
    expect(after).toEqual({ state: refused, round: 0 });
    expect(nextRound(after, refused, (s) => !!s?.ok)).toBe(after);
  });

  it('starts a new round after each answer that clears the form, and only then', () => {
    const clear = (s: { ok: boolean } | null) => !!s?.ok;
    const first = nextRound(initial, { ok: true }, clear);
    expect(first.round).toBe(1);
    const second = nextRound(first, { ok: true }, clear);
    expect(second.round).toBe(2);
    expect(nextRound(second, { ok: false }, clear).round).toBe(2);
    expect(nextRound(initial, { ok: true }).round).toBe(0);
  });
});
