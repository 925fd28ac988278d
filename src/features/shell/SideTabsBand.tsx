import type { ReactNode } from 'react';

/**
 * Where the "Contact us" and e-mail promo side tabs live (spec §2.6; docs/decisions/023). Below
 * 1500 px the page's text runs to the screen's edges, so a floating tab always covers something:
 * there they are two buttons in this band between the page and the footer, in the page's flow.
 * From 1500 px up the band dissolves (`display: contents`) and each tab floats in the empty margin
 * beside the page, half-way down the part of the screen the cookie banner leaves free.
 */
export function SideTabsBand({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="side-tabs-band"
      className="mx-auto mt-10 flex w-full max-w-[1400px] flex-wrap items-start justify-center gap-3 px-4 empty:hidden min-[1500px]:contents"
    >
      {children}
    </div>
  );
}
