'use client';

import { useState } from 'react';
import { sendLog } from '@/lib/client-log';

/**
 * Copies a payment code (PIX, boleto line, OXXO reference) to the clipboard and says so beside
 * the button. Without JavaScript, or when the clipboard refuses, the code stays on screen to
 * select by hand.
 */
export function CopyButton({ text, labels, testId }: { text: string; labels: { copy: string; copied: string }; testId?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      sendLog({ message: `copy failed: ${error instanceof Error ? error.message : String(error)}`, level: 'error' });
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className="min-h-11 rounded-md border border-line px-4 text-sm font-semibold hover:border-ink" data-testid={testId}>
        {labels.copy}
      </button>
      <span role="status" className="text-sm font-semibold text-ok">
        {copied ? labels.copied : ''}
      </span>
    </span>
  );
}
