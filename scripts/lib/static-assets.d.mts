/** scripts/lib/static-assets.mjs: the build's browser files served with their precompressed forms (docs/decisions/068). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TYPES: Record<string, string>;
export function acceptedEncodings(header: string | undefined): Set<'br' | 'gzip'>;
export function createStaticAssets(root?: string): { serve(request: IncomingMessage, response: ServerResponse): boolean };
