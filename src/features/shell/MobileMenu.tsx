'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { Icon } from '@/components/Icon';
import type { NavGroupView } from './header-model';
import { createMenuClickGuard } from './mobile-menu-guard';

const MobileMenuDialog = dynamic(() => import('./MobileMenuDialog'), { ssr: false });

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
}

/** The menu button's look, shared with its stand-in without JavaScript (NoScriptMenu). */
export const MENU_BUTTON_CLASS = 'inline-flex h-11 w-11 flex-col items-center justify-center rounded text-white hover:bg-white/10 lg:hidden';
export function MenuButtonFace({ label }: { label: string }) {
  return (
    <>
      <Icon name="menu" />
      <span className="text-[10px] leading-none">{label}</span>
    </>
  );
}

/** The menu button of phones and tablets and the full-screen navigation it toggles (without JavaScript, NoScriptMenu stands in). */
export function MobileMenu({ groups, utility, labels }: { groups: NavGroupView[]; utility: { title: string; href: string }[]; labels: MobileMenuLabels }) {
  const pathname = usePathname();
  // Open only on the page where it was opened: a route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const [loaded, setLoaded] = useState(false);
  const guard = useRef(createMenuClickGuard());

  const change = (next: boolean) => {
    if (next && !guard.current.allowsOpen()) return;
    if (!next) guard.current.closed();
    setOpenedOn(next ? pathname : null);
  };

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          change(!open);
        }}
        onPointerEnter={() => setLoaded(true)}
        className={`${MENU_BUTTON_CLASS} [@media(scripting:none)]:hidden`}
      >
        <MenuButtonFace label={labels.open} />
      </button>
      {loaded ? <MobileMenuDialog open={open} onOpenChange={change} groups={groups} utility={utility} labels={labels} /> : null}
    </>
  );
}
