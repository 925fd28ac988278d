import { IMPORT_KINDS } from '@/server/catalog-import/run';
import type { ImportLabels } from './ImportForm';
import { staffTranslator } from './staff-text';

/** The import form's words in the staff member's language. */
export async function importLabels(): Promise<ImportLabels> {
  const { t } = await staffTranslator();
  return {
    kind: t('ops.catalog.import.kind'),
    kinds: IMPORT_KINDS.map((k) => ({ value: k, label: t(`ops.catalog.import.kinds.${k}`) })),
    file: t('ops.catalog.import.file'),
    dryRun: t('ops.catalog.import.dryRun'),
    start: t('ops.catalog.import.start'),
    checking: t('ops.catalog.import.checking'),
    // Filled in the browser as the lines arrive.
    writing: t('ops.catalog.import.writing', { done: '{done}', total: '{total}' }),
    where: t('ops.catalog.import.where'),
    reason: t('ops.catalog.import.reason'),
    chooseFile: t('ops.catalog.import.chooseFile'),
    failed: t('ops.catalog.import.failed', { message: '{message}' }),
    tooLarge: t('ops.catalog.import.tooLarge'),
    unreachable: t('ops.catalog.import.unreachable'),
  };
}
