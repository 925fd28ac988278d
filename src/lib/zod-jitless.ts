/**
 * Where zod 4 keeps its settings: an object on globalThis (zod/v4/core/core.js,
 * `globalThis.__zod_globalConfig`), which zod creates when absent and otherwise uses as it
 * finds it. Setting a flag on it needs no part of zod loaded.
 */
export const ZOD_CONFIG_GLOBAL = '__zod_globalConfig';

/**
 * Makes zod parse without `new Function` (and skip the probe for it, a CSP violation), as
 * `z.config({ jitless: true })` does, whether zod loads before or after this call: the page's
 * first client module calls it without making every page load zod (docs/decisions/029, 045).
 */
export function makeZodJitless(target: object = globalThis): void {
  const holder = target as Record<string, Record<string, unknown> | undefined>;
  (holder[ZOD_CONFIG_GLOBAL] ??= {}).jitless = true;
}
