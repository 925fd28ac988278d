'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The header sticks to the top of the window (CSS); once the page has scrolled past the
 * header's own height it becomes the "fixed" variant: marked data-fixed and shadowed.
 * A stuck element reports its stuck position, so a sentinel marks where it starts.
 */
export function StickyHeader({ children, className }: { children: ReactNode; className?: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (!sentinel.current || !header.current) return;
      setFixed(window.scrollY > sentinel.current.offsetTop + header.current.offsetHeight);
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
    <>
      <div ref={sentinel} aria-hidden="true" />
      <header ref={header} data-fixed={fixed ? 'true' : 'false'} className={className}>
        {children}
      </header>
    </>
  );
}
