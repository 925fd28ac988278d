'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/Icon';
import type { NavGroupView } from './header-model';

/**
 * The navigation menu groups as disclosure buttons (the WAI-ARIA pattern for site menus).
 * For crawlers every group's links are rendered open, as plain links.
 */
export function DesktopNav({ groups, label, crawlable = false }: { groups: NavGroupView[]; label: string; crawlable?: boolean }) {
  const pathname = usePathname();
  // A group stays open only on the page it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ id: string; path: string } | null>(null);
  const open = opened?.path === pathname ? opened.id : null;
  const setOpen = (id: string | null) => setOpened(id ? { id, path: pathname } : null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpened(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label={label} className="hidden border-t border-white/10 bg-ink-soft lg:block">
      <ul className="mx-auto flex max-w-[1400px] items-stretch gap-1 px-4">
        {groups.map((group) =>
          group.href && group.links.length === 0 ? (
            <li key={group.id}>
              <Link href={group.href} className="inline-flex h-11 items-center px-3 text-sm font-semibold text-white hover:bg-white/10">
                {group.heading}
              </Link>
            </li>
          ) : (
            <li key={group.id} className="relative">
              <button
                type="button"
                aria-expanded={open === group.id}
                aria-controls={`nav-${group.id}`}
                onClick={() => setOpen(open === group.id ? null : group.id)}
                className="inline-flex h-11 items-center gap-1 px-3 text-sm font-semibold text-white hover:bg-white/10 aria-expanded:bg-white/10"
              >
                {group.heading}
                <Icon name="chevronDown" className="h-4 w-4" />
              </button>
              <ul
                id={`nav-${group.id}`}
                hidden={!crawlable && open !== group.id}
                className="absolute left-0 top-full z-50 min-w-60 rounded-b-md border border-line bg-white py-2 shadow-xl"
              >
                {group.links.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      target={item.external ? '_blank' : undefined}
                      rel={item.external ? 'noopener' : undefined}
                      className="block px-4 py-2 text-sm text-ink hover:bg-panel hover:text-brand-dark"
                    >
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
