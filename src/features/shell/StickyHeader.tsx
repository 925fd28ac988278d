'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHeightRule } from '@/components/useHeightRule';

/** Room between the header and what is scrolled into view below it: the focus ring (3 px, offset 2 px) and a little air. */
const FOCUS_ROOM_PX = 16;
const scrollPaddingRule = (height: number) => `html{scroll-padding-top:${height + FOCUS_ROOM_PX}px}`;

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

  // What Tab, a #fragment or scrollIntoView brings into view stops below the header, focus ring
  // and all: its height depends on the market's words and the width, so it is measured.
  useHeightRule(header, scrollPaddingRule);

  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      <header ref={header} data-fixed={fixed ? 'true' : 'false'} className={className}>
        {children}
      </header>
    </>
  );
}
