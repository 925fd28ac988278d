'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/components/Link';

/**
 * A link that takes the focus when it appears, with a ring that shows it: the safe choice of a
 * confirm step the page opened ("No, go back" of a cancellation), so that a keyboard user lands in
 * the question instead of at the top of the page, and a second Enter changes nothing.
 */
export function FocusedLink({ href, className, children, testId }: { href: string; className: string; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    if (!link) return;
    link.focus({ preventScroll: true });
    (link.closest('[role="alertdialog"], [role="group"]') ?? link).scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Link ref={ref} href={href} className={`${className} focus:outline-2 focus:outline-offset-2 focus:outline-ink`} data-testid={testId}>
      {children}
    </Link>
  );
}
