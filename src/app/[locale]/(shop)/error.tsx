'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { sendLog } from '@/lib/client-log';
import { ErrorFallback, HomeLink } from '@/features/errors/ErrorFallback';
import { useBoundaryLabels } from '@/features/errors/BoundaryLabels';
import { probeOutage, type BoundaryKind } from '@/features/errors/outage';

/**
 * The error boundary (spec §2.5): "something is not working" (label_error_somethingNotworking)
 * with the header and footer around it, which belong to the layout above. It resets when
 * the path changes. When the database is out of reach (GET /api/status answers 503) it says so
 * instead: "we're having trouble, try again in a moment" (docs/decisions/028).
 */
export default function ShopError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const labels = useBoundaryLabels();
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  const [kind, setKind] = useState<BoundaryKind>('error');

  useEffect(() => {
    let current = true;
    void probeOutage().then((found) => {
      if (current) setKind(found);
    });
    return () => {
      current = false;
    };
  }, [error]);

  useEffect(() => {
    sendLog({ level: 'error', message: error.message || 'render error', meta: { digest: error.digest, path: firstPath.current } });
  }, [error]);

  useEffect(() => {
    if (pathname !== firstPath.current) reset();
  }, [pathname, reset]);

  return (
    <ErrorFallback
      testId="error-boundary"
      heading={kind === 'outage' ? labels.outageHeading : labels.heading}
      body={kind === 'outage' ? labels.outageBody : labels.body}
      actions={
        <>
          <button type="button" onClick={reset} className="inline-flex min-h-11 items-center rounded-md border border-ink px-5 font-semibold hover:bg-panel">
            {labels.tryAgain}
          </button>
          <HomeLink href={labels.homeHref} label={labels.goHome} />
        </>
      }
    />
  );
}
