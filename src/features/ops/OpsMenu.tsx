'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { OPS_MAIN_ID } from './main-id';

/**
 * The back office's bar as laid out for the width (issue 23): from the tablet up (md, 720 px)
 * the account's controls sit beside the title and the screens' links below, as before; on a
 * phone only the title and a "Menu" button show (one 44-px row instead of about 340 px), and the
 * button opens the links and the controls under it. Opening moves focus to the current screen's
 * link (or the first); Escape, or the button again, closes and puts focus back on the button.
 * Without JavaScript the links are reachable from the tablet up; a phone waits for hydration.
 */
export function OpsMenu({ title, account, nav, labels }: { title: ReactNode; account: ReactNode; nav: ReactNode; labels: { menu: string; skipToContent: string } }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const accountId = `${id}-account`;
  const navId = `${id}-nav`;

  useEffect(() => {
    if (!open) return;
    const links = panel.current?.querySelectorAll<HTMLElement>('nav a');
    const current = panel.current?.querySelector<HTMLElement>('nav a[aria-current="page"]');
    (current ?? links?.[0])?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <header className="border-b border-line bg-ink text-white" data-testid="ops-header" onKeyDown={onKeyDown}>
      <a
        href={`#${OPS_MAIN_ID}`}
        className="sr-only z-[100] rounded bg-white px-4 py-3 font-semibold text-ink focus-visible:not-sr-only focus-visible:fixed focus-visible:left-2 focus-visible:top-2"
        data-testid="ops-skip"
      >
        {labels.skipToContent}
      </a>
      <div className="mx-auto flex max-w-[1280px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1">
        <span className="font-bold">{title}</span>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={`${accountId} ${navId}`}
          onClick={() => (open ? close() : setOpen(true))}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/60 px-3 font-semibold hover:bg-white/10 md:hidden"
          data-testid="ops-menu-button"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
          </svg>
          {labels.menu}
        </button>
        <div id={accountId} className={open ? 'w-full pb-2 md:w-auto md:pb-0' : 'hidden md:block'} data-testid="ops-account">
          {account}
        </div>
      </div>
      <div id={navId} ref={panel} className={open ? 'block' : 'hidden md:block'}>
        {nav}
      </div>
    </header>
  );
}
