'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { sendLog } from '@/lib/client-log';
import { ErrorFallback, HomeLink } from '@/features/errors/ErrorFallback';
import { useBoundaryLabels } from '@/features/errors/BoundaryLabels';

/**
 * The error boundary (spec §2.5): "something is not working" (label_error_somethingNotworking)
 * with the header and footer around it, which belong to the layout above. It resets when
 * the path changes.
 */
export default function ShopError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const labels = useBoundaryLabels();
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    sendLog({ level: 'error', message: error.message || 'render error', meta: { digest: error.digest, path: firstPath.current } });
  }, [error]);

  useEffect(() => {
    if (pathname !== firstPath.current) reset();
  }, [pathname, reset]);

  return (
    <ErrorFallback
      testId="error-boundary"
      heading={labels.heading}
      body={labels.body}
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
