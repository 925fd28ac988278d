'use client';

import { useEffect } from 'react';
import { sendLog } from '@/lib/client-log';

/** Sends uncaught browser errors to /api/log, at most a few per page view. */
export function BrowserErrorReporter() {
  useEffect(() => {
    let sent = 0;
    const report = (message: string, meta: Record<string, unknown>) => {
      if (sent++ >= 5) return;
      sendLog({ level: 'error', message, meta: { ...meta, path: location.pathname } });
    };
    const onError = (event: ErrorEvent) => report(event.message || 'window error', { source: event.filename, line: event.lineno });
    const onRejection = (event: PromiseRejectionEvent) => report(String(event.reason instanceof Error ? event.reason.message : event.reason), { kind: 'unhandledrejection' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
