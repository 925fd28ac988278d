interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * True the first time `id` is seen under `key` in this storage (then remembered among the
 * last `keep`), false afterwards: an event tied to something that happened once (an order, a
 * cart change) is pushed once even when its page is reloaded. Without storage, always true.
 */
export function firstTime(storage: StorageLike | null, key: string, id: string, keep = 20): boolean {
  if (!storage) return true;
  let seen: string[] = [];
  try {
    const saved: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (Array.isArray(saved)) seen = saved.filter((s): s is string => typeof s === 'string');
  } catch {
    // A broken entry starts again.
  }
  if (seen.includes(id)) return false;
  try {
    storage.setItem(key, JSON.stringify([...seen, id].slice(-keep)));
  } catch {
    // A full or refused store: the event still goes once now.
  }
  return true;
}

/** The browser's storage of that kind, or null where it is refused (some private modes throw on access). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
