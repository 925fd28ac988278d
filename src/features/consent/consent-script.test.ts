import { describe, expect, it, vi } from 'vitest';
import { CONSENT_SCRIPT_WARNING, loadOrWarn } from './consent-script';

describe('loadOrWarn (spec §8: a consent script failure is a warning only)', () => {
  it('answers the module when it loads, without a warning', async () => {
    const warn = vi.fn();
    await expect(loadOrWarn(() => Promise.resolve('module'), 'fallback', warn)()).resolves.toBe('module');
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers the fallback and warns when the script fails to load', async () => {
    const warn = vi.fn();
    await expect(loadOrWarn(() => Promise.reject(new Error('ChunkLoadError')), 'fallback', warn)()).resolves.toBe('fallback');
    expect(warn).toHaveBeenCalledWith(CONSENT_SCRIPT_WARNING, { reason: 'ChunkLoadError' });
  });
});
