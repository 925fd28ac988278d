'use client';

import { useId, useState, type ReactNode } from 'react';
import { Icon } from '@/components/Icon';

/** A footer link column: a disclosure on phones, always open from tablet width up, and open on a phone without JavaScript (`scripting: none`). */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-b border-white/15 md:border-0">
      <h2 className="text-sm font-bold uppercase tracking-wide">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex min-h-12 w-full items-center justify-between text-left md:hidden [@media(scripting:none)]:hidden"
        >
          {title}
          <Icon name="chevronDown" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <span className="hidden md:mb-3 md:block [@media(scripting:none)]:mb-3 [@media(scripting:none)]:block">{title}</span>
      </h2>
      <div id={id} className={`${open ? 'block' : 'hidden'} pb-4 md:block md:pb-0 [@media(scripting:none)]:block`}>
        {children}
      </div>
    </div>
  );
}
