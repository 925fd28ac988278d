'use client';

import { useState, type FormEvent } from 'react';
import { IMPORT_BODY_MAX_BYTES } from '@/lib/constants';
import { buttonClass, Field, inputClass, tableClass } from '../inventory/ui';
import { splitLines, type ImportLine } from './import-lines';

export interface ImportLabels {
  kind: string;
  kinds: { value: string; label: string }[];
  file: string;
  dryRun: string;
  start: string;
  checking: string;
  /** With {done} and {total}. */
  writing: string;
  where: string;
  reason: string;
  chooseFile: string;
  /** With {message}: what stopped the import. */
  failed: string;
  /** The file is over the uploads' 8 MB. */
  tooLarge: string;
  /** The server did not answer, or answered with an error of its own. */
  unreachable: string;
}

type Result = Extract<ImportLine, { type: 'result' }>;
type Status = { state: 'idle' } | { state: 'running'; done?: number; total?: number } | { state: 'result'; result: Result } | { state: 'refused'; message: string };

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * Upload a catalogue or stock file: a dry run or the real import, with a progress bar while the
 * server checks and writes, then what it did (in the staff member's language, from the server) or
 * every bad row with its reason.
 */
export function ImportForm({ labels, fixedKind }: { labels: ImportLabels; fixedKind?: string }) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setFileError(labels.chooseFile);
      return;
    }
    if (file.size > IMPORT_BODY_MAX_BYTES) {
      setFileError(labels.tooLarge);
      return;
    }
    setFileError(null);
    const kind = fixedKind ?? String(form.get('kind'));
    const dryRun = form.get('dryRun') === 'on';
    setStatus({ state: 'running' });
    try {
      const response = await fetch(`/ops/catalog/imports/run?kind=${encodeURIComponent(kind)}&dryRun=${dryRun}`, { method: 'POST', body: await file.text(), headers: { 'content-type': 'text/plain; charset=utf-8' } });
      if (!response.ok || !response.body) {
        // The refusals with words (a bad row, a role that may not import) come as lines of the stream; these are the server's own.
        setStatus({ state: 'refused', message: fill(labels.failed, { message: response.status === 413 ? labels.tooLarge : labels.unreachable }) });
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { lines, rest } = splitLines(buffer + value);
        buffer = rest;
        for (const line of lines) {
          if (line.type === 'progress') setStatus({ state: 'running', done: line.done, total: line.total });
          else if (line.type === 'refused') setStatus({ state: 'refused', message: line.message });
          else setStatus({ state: 'result', result: line });
        }
      }
    } catch {
      setStatus({ state: 'refused', message: fill(labels.failed, { message: labels.unreachable }) });
    }
  }

  const running = status.state === 'running';
  const percent = running && status.total ? Math.round(((status.done ?? 0) / status.total) * 100) : undefined;
  return (
    <form onSubmit={submit} className="grid gap-4" data-testid="import-form">
      <div className="grid gap-3 sm:grid-cols-2">
        {fixedKind ? null : (
          <Field id="import-kind" label={labels.kind}>
            <select id="import-kind" name="kind" className={inputClass} defaultValue={labels.kinds[0]?.value}>
              {labels.kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="import-file" label={labels.file} error={fileError ?? undefined}>
          <input id="import-file" name="file" type="file" accept=".csv,.xml,text/csv,application/xml,text/xml" className={`${inputClass} py-2`} aria-invalid={fileError ? true : undefined} />
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" name="dryRun" defaultChecked className="size-5" />
        {labels.dryRun}
      </label>
      <div>
        <button type="submit" className={buttonClass} disabled={running}>
          {labels.start}
        </button>
      </div>
      {running ? (
        <div>
          <progress className="h-3 w-full" max={100} value={percent} aria-label={percent === undefined ? labels.checking : fill(labels.writing, { done: status.done ?? 0, total: status.total ?? 0 })} data-testid="import-progress" />
          <p role="status" className="mt-1 text-sm">
            {percent === undefined ? labels.checking : fill(labels.writing, { done: (status.done ?? 0).toLocaleString(), total: (status.total ?? 0).toLocaleString() })}
          </p>
        </div>
      ) : null}
      {status.state === 'refused' ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2" data-testid="import-refused">
          {status.message}
        </p>
      ) : null}
      {status.state === 'result' ? (
        <div data-testid="import-result">
          <p role={status.result.ok ? 'status' : 'alert'} className={status.result.ok ? 'font-semibold text-ok' : 'rounded-md bg-alert px-3 py-2 font-semibold'}>
            {status.result.message}
          </p>
          {status.result.problems.length ? (
            <table className={tableClass} data-testid="import-problems">
              <thead>
                <tr>
                  <th>{labels.where}</th>
                  <th>{labels.reason}</th>
                </tr>
              </thead>
              <tbody>
                {status.result.problems.map((p, i) => (
                  <tr key={i}>
                    <td className="whitespace-nowrap font-mono">{p.where}</td>
                    <td>
                      {p.reasons.length === 1 ? (
                        p.reasons[0]
                      ) : (
                        <ul className="list-disc pl-5">
                          {p.reasons.map((reason, j) => (
                            <li key={j}>{reason}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
