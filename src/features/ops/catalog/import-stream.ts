import { importAsStaff } from '@/server/catalog-import/use-cases';
import type { StaffImportInput } from '@/server/catalog-import/staff';
import type { Actor } from '@/server/staff/actor';
import { formatCounts } from '@/server/catalog/import/report';
import { logger } from '@/server/platform/logger';
import { refusalText, staffTranslator } from './staff-text';
import type { ImportLine } from './import-lines';
import { translateProblem, type ProblemWords } from './import-problems';

/**
 * An import run for the browser: newline-delimited JSON, one line per step (`progress`), then
 * the `result` (counts in words, every bad row with where it is and why) or a `refused` line
 * with the reason in the staff member's language.
 */
export async function importProgressStream(actor: Actor, input: StaffImportInput): Promise<Response> {
  const { t } = await staffTranslator();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: ImportLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        const result = await importAsStaff(actor, input, (p) => send({ type: 'progress', ...p }));
        const summary = formatCounts(result.counts);
        const message = !result.ok
          ? t('ops.catalog.import.bad', { count: result.problems.length })
          : t(result.dryRun ? 'ops.catalog.import.dryDone' : 'ops.catalog.import.done', { rows: result.rows, summary });
        send({ type: 'result', ok: result.ok, dryRun: result.dryRun, rows: result.rows, message, problems: result.problems.map((p) => translateProblem(p, t as unknown as ProblemWords)) });
      } catch (error) {
        const text = refusalText(t, error);
        if (text === null) logger.error({ err: error }, 'back-office import failed');
        send({ type: 'refused', message: text ?? t('errors.label_error_somethingNotworking') });
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'private, no-store' } });
}
