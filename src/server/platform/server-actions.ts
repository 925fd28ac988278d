import fs from 'node:fs';
import path from 'node:path';
import { envVar } from './env';

/**
 * A server action the build does not have (a page of an older deployment, a probe with a made-up
 * id) is answered by Next with a plain-text 400 or 409 and `x-nextjs-action-not-found: 1`, the
 * header its client router reloads the page on. The proxy answers it first with the same status
 * and header and the error envelope (`unknownServerAction`), from the build's list of its actions.
 */
let ids: Set<string> | null | undefined;

/** The ids of this build's server actions, from Next's server-reference manifest; null without a production build (development, tests). */
export function serverActionIds(): Set<string> | null {
  if (ids !== undefined) return ids;
  ids = null;
  if (envVar('NODE_ENV') !== 'production') return ids;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as { node?: Record<string, unknown>; edge?: Record<string, unknown> };
    ids = new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    // No manifest: Next answers for itself.
  }
  return ids;
}

/** Next's form of an action id: hexadecimal, 42 characters in this Next (some versions 40). */
const ACTION_ID = /^[0-9a-f]{40,42}$/;

/** The status and envelope fields for a posted action id the build does not have, or null when it has it (or cannot tell). */
export function unknownServerAction(actionId: string, known: Set<string> | null = serverActionIds()): { status: 400 | 409; errorCode: string; errorMessageKey: string; errorMessageDefault: string } | null {
  if (!known || known.has(actionId)) return null;
  return ACTION_ID.test(actionId)
    ? { status: 409, errorCode: 'ACTION_UNAVAILABLE', errorMessageKey: 'errors.actionUnavailable', errorMessageDefault: 'This page is out of date: reload it and try again.' }
    : { status: 400, errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.request.invalidFormat', errorMessageDefault: 'The request is not in the expected format.' };
}
