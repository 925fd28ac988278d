'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Locale } from '@/lib/markets';
import type { ContactModalLabels } from './ContactModal';
import { contactTabHidden } from './side-tab';

// The modal and its dialogs load when the shopper opens it (docs/decisions/045).
const ContactModal = dynamic(() => import('./ContactModal').then((m) => m.ContactModal), { ssr: false });

/**
 * The "contact us" side tab (spec §2.6). Below 1500 px it is a button in the side tabs' band above
 * the footer (SideTabsBand: a floating tab would cover the page's text); from 1500 px up it floats
 * on the left edge, in the margin beside the page, half-way down the screen the cookie banner
 * leaves free (the promo tab mirrors it on the right). It opens the contact-us modal.
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
        data-clears-cookie-banner
        className="flex min-h-11 min-w-11 items-center justify-center rounded-md bg-ink px-4 text-sm font-bold text-white hover:bg-black min-[1500px]:fixed min-[1500px]:left-0 min-[1500px]:top-[calc((100dvh-var(--cookie-banner-h))/2)] min-[1500px]:z-[45] min-[1500px]:-translate-y-1/2 min-[1500px]:rotate-180 min-[1500px]:rounded-none min-[1500px]:rounded-l-md min-[1500px]:px-2 min-[1500px]:py-4 min-[1500px]:shadow-lg min-[1500px]:[writing-mode:vertical-rl]"
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
