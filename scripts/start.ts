/**
 * The launcher under its former name, for callers that still run `tsx scripts/start.ts`: the
 * same start, but with tsx's loader resident beside it. `npm start` runs scripts/start.mjs
 * with plain Node, which is what to use.
 */
import './start.mjs';
