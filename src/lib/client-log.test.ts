import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActionRecorder, isFailureAction, LAST_ACTIONS_KEY, lastActions, recordAction, sendLog, sendWarning, type LogEntry } from './client-log';
import { ACTIONS_KEPT_FOR_ERROR_LOGS, FAILURE_ACTION_LOG_SAMPLE_RATE } from './constants';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

const recorder = (random: () => number, send = vi.fn<(entry: LogEntry) => void>(), storage = memoryStorage()) => ({
  send,
  storage,
  recorder: createActionRecorder({ keep: ACTIONS_KEPT_FOR_ERROR_LOGS, sampleRate: FAILURE_ACTION_LOG_SAMPLE_RATE, send, random, storage: () => storage }),
});

describe('failure actions (spec §8)', () => {
  it('are the types ending in ERROR or FAILURE', () => {
    for (const type of ['CART_ADD_FAILURE', 'PROMO_APPLY_FAILURE', 'CHECKOUT_COMMIT_ERROR', 'LOGIN_FAILURE', 'PAYMENT_FAILURE', 'ADDRESS_VALIDATION_FAILURE', 'REWARDS_LINK_ERROR']) {
      expect(isFailureAction(type)).toBe(true);
    }
    for (const type of ['add_to_cart', 'page_view', 'CART_ADD', 'ERROR_PAGE_SHOWN', 'rewards_linking_error']) expect(isFailureAction(type)).toBe(false);
  });
});

describe('the action recorder', () => {
  it('keeps the last four actions, oldest first', () => {
    const { recorder: r } = recorder(() => 0.99);
    for (const type of ['page_view', 'search', 'add_to_cart', 'begin_checkout', 'add_shipping_info']) r.record(type);
    expect(ACTIONS_KEPT_FOR_ERROR_LOGS).toBe(4);
    expect(r.last()).toEqual(['search', 'add_to_cart', 'begin_checkout', 'add_shipping_info']);
  });

  it('logs a sampled failure as an error carrying its meta and the last actions, itself included', () => {
    const { recorder: r, send } = recorder(() => FAILURE_ACTION_LOG_SAMPLE_RATE / 2);
    r.record('page_view');
    r.record('PROMO_APPLY_FAILURE', { code: 'SAVE10' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ level: 'error', message: 'PROMO_APPLY_FAILURE', meta: { code: 'SAVE10', action: 'PROMO_APPLY_FAILURE', lastActions: ['page_view', 'PROMO_APPLY_FAILURE'] } });
  });

  it('does not log a failure outside the sample, nor any other action, but still remembers them', () => {
    const { recorder: r, send } = recorder(() => FAILURE_ACTION_LOG_SAMPLE_RATE);
    r.record('CART_ADD_FAILURE');
    r.record('add_to_cart');
    expect(send).not.toHaveBeenCalled();
    expect(r.last()).toEqual(['CART_ADD_FAILURE', 'add_to_cart']);
  });

  it('keeps the actions across page loads in the tab (session storage), and survives a broken entry', () => {
    const storage = memoryStorage();
    recorder(() => 1, undefined, storage).recorder.record('search');
    expect(recorder(() => 1, undefined, storage).recorder.last()).toEqual(['search']);
    storage.setItem(LAST_ACTIONS_KEY, '{not json');
    const fresh = recorder(() => 1, undefined, storage).recorder;
    expect(fresh.last()).toEqual([]);
    fresh.record('page_view');
    expect(JSON.parse(storage.items.get(LAST_ACTIONS_KEY)!)).toEqual(['page_view']);
  });
});

describe('error logs (spec §8)', () => {
  const bodies: Record<string, unknown>[] = [];
  beforeEach(() => {
    bodies.length = 0;
    const store = new Map<string, string>();
    vi.stubGlobal('window', { sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('carry the last actions; other levels do not', () => {
    recordAction('add_to_cart');
    recordAction('begin_checkout');
    sendLog({ level: 'error', message: 'render error', meta: { path: '/checkout' } });
    sendLog({ level: 'info', message: 'geolocation error' });
    expect(bodies[0]).toEqual({ level: 'error', message: 'render error', meta: { path: '/checkout', lastActions: lastActions() } });
    expect(lastActions().slice(-2)).toEqual(['add_to_cart', 'begin_checkout']);
    expect(bodies[1]).toEqual({ level: 'info', message: 'geolocation error' });
  });

  it('a warning goes at a level the log endpoint accepts, marked as a warning', () => {
    sendWarning('Chat availability failed', { status: 502 });
    expect(bodies[0]).toEqual({ level: 'info', message: 'Chat availability failed', meta: { status: 502, severity: 'warning' } });
  });
});
