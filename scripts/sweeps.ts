import { runSweeps } from '../src/server/jobs/sweeps';
import { SandboxPaymentGateway } from '../src/server/payments/gateway';
import { runCommand } from './lib/database';

/**
 * The operator's clean-up command (docs/operations/orders.md): `npm run sweeps` runs the sweeps
 * the server runs every few minutes (src/server/jobs/sweeps.ts) once, now, and prints what each
 * undid. Exits 1 when one of them failed.
 */
const log = (line: string) => console.error(`[sweeps] ${line}`);

await runCommand(log, async (db) => {
  const report = await runSweeps(db, new SandboxPaymentGateway(() => db));
  const line = (name: string, n: number | null) => console.log(`${name.padEnd(24)} ${n === null ? 'failed (see the log)' : n}`);
  line('abandoned submissions', report.abandonedSubmissions);
  line('stale gift-card holds', report.staleGiftCardHolds);
  line('expired card tokens', report.expiredTokens);
  const failed = Object.values(report).filter((n) => n === null).length;
  console.log(failed ? `sweeps: ${failed} failed` : 'sweeps: done');
  return failed ? 1 : 0;
});
