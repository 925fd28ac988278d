'use client';

import dynamic from 'next/dynamic';
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/components/Icon';

const FilterDrawerDialog = dynamic(() => import('./FilterDrawerDialog'), { ssr: false });

export interface FilterDrawerLabels {
  open: string;
  title: string;
  close: string;
  apply: string;
}

/**
 * Phones and tablets: a button that slides the shelf's filters in from the side (spec §2.6),
 * with a sticky Apply button; the page behind does not scroll while it is open. Without
 * JavaScript it is a link to the page's own filter form (`fallbackId`), which shows when it is
 * the page's target (ShelfView).
 */
export function FilterDrawer({ labels, count, formId, fallbackId, children }: { labels: FilterDrawerLabels; count: number; formId: string; fallbackId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openDrawer = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <a
        href={`#${fallbackId}`}
        role="button"
        data-testid="open-filters"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => setLoaded(true)}
        onClick={openDrawer}
        onKeyDown={(event) => {
          if (event.key === ' ') openDrawer(event);
        }}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-ink px-3 text-sm font-semibold hover:bg-panel lg:hidden"
      >
        <Icon name="filter" />
        {labels.open}
        {count > 0 ? <span className="rounded-full bg-brand px-2 text-xs text-white">{count}</span> : null}
      </a>
      {loaded ? (
        <FilterDrawerDialog open={open} onOpenChange={setOpen} labels={labels} formId={formId}>
          {children}
        </FilterDrawerDialog>
      ) : null}
    </>
  );
}
