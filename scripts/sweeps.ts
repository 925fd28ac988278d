import { runSweepsNow } from '../src/server/jobs/operators';
import { commandLine } from './lib/args';
import { runCommand } from './lib/database';
import { commandGateway } from './lib/gateway';
import { operatorActor } from './lib/staff-key';

/**
 * The operator's clean-up command (docs/operations/orders.md): `npm run sweeps` runs the sweeps
 * the server runs every few minutes (src/server/jobs/sweeps.ts) once, now, and prints what each
 * undid. It is the operators' use case `runSweepsNow` (jobs.manage, one `job.run` line in the
 * audit log with what each sweep undid), as the staff member whose API key is given (--key rk_…,
 * else REDLINE_API_KEY); without a key only in development, as system:cli:sweeps with a warning
 * (scripts/lib/staff-key.ts operatorActor). Money goes back through the configured gateway.
 * Exits 1 when one of them failed.
 */
const USAGE = 'usage: npm run sweeps [-- --key rk_…]   (or REDLINE_API_KEY)';
const log = (line: string) => console.error(`[sweeps] ${line}`);

const { positionals, values: options } = commandLine({ options: { key: { type: 'string' } } }, USAGE);
if (positionals.length) {
  console.error(USAGE);
  process.exit(2);
}

await runCommand(log, async (db) => {
  const report = await runSweepsNow(await operatorActor(options.key, 'sweeps'), db, commandGateway(db));
  const line = (name: string, n: number | null) => console.log(`${name.padEnd(24)} ${n === null ? 'failed (see the log)' : n}`);
  line('abandoned submissions', report.abandonedSubmissions);
  line('stale gift-card holds', report.staleGiftCardHolds);
  line('expired card tokens', report.expiredTokens);
  const failed = Object.values(report).filter((n) => n === null).length;
  console.log(failed ? `sweeps: ${failed} failed` : 'sweeps: done');
  return failed ? 1 : 0;
});
