import { afterEach, describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import { makeZodJitless, ZOD_CONFIG_GLOBAL } from './zod-jitless';

describe('makeZodJitless', () => {
  const before = config().jitless;
  afterEach(() => {
    config({ jitless: before });
  });

  it('sets the flag zod itself reads, without going through zod', () => {
    config({ jitless: false });
    makeZodJitless();
    expect(config().jitless).toBe(true);
    // An object schema then parses without compiling a parser with new Function.
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        compiled++;
        return new target(...args);
      },
      apply(target, self, args: string[]) {
        compiled++;
        return target.apply(self, args);
      },
    });
    try {
      expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });

  it('leaves the settings where zod will find them when zod has not loaded yet', () => {
    const fresh: Record<string, unknown> = {};
    makeZodJitless(fresh);
    expect(fresh[ZOD_CONFIG_GLOBAL]).toEqual({ jitless: true });
  });
});
