'use client';

import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Locale } from '@/lib/markets';
import { ContactModal, type ContactModalLabels } from './ContactModal';
import { contactTabHidden } from './side-tab';

/**
 * The "contact us" side tab (spec §2.6): on phones at the bottom left (the e-mail promo tab is at
 * the bottom right), from tablets up on the left edge, half-way down (the promo tab is on the
 * right edge). It opens the contact-us modal.
 */
export function ContactSideTab({ locale, labels }: { locale: Locale; labels: ContactModalLabels & { tab: string } }) {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const tab = useRef<HTMLButtonElement>(null);
  if (contactTabHidden(pathname, locale)) return null;
  return (
    <>
      <button
        ref={tab}
        type="button"
        data-testid="contact-side-tab"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="fixed bottom-3 left-0 z-[60] flex min-h-11 min-w-11 items-center justify-center rounded-r-md bg-ink px-3 text-sm font-bold text-white shadow-lg hover:bg-black min-[1440px]:bottom-auto min-[1440px]:top-1/2 min-[1440px]:-translate-y-1/2 min-[1440px]:px-2 min-[1440px]:py-4 min-[1440px]:[writing-mode:vertical-rl] min-[1440px]:rotate-180"
      >
        {labels.tab}
      </button>
      {open ? (
        <ContactModal
          locale={locale}
          labels={labels}
          onClose={() => {
            setOpen(false);
            tab.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
