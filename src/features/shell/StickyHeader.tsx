'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The header sticks to the top of the window (CSS); once the page has scrolled past the
 * header's own height it becomes the "fixed" variant: marked data-fixed and shadowed.
 */
export function StickyHeader({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const start = header.parentElement ? header.offsetTop : 0;
      setFixed(window.scrollY > start + header.offsetHeight);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header ref={ref} data-fixed={fixed ? 'true' : 'false'} className={className}>
      {children}
    </header>
  );
}
