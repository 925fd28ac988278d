'use client';

import { Link } from '@/components/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '@/components/Icon';
import { itemsThatFit, type NavGroupView } from './header-model';

const MORE_ID = 'nav-more';

const VARIANTS = {
  /** The full header's menu bar (desktop widths): groups open as drop-downs. */
  menus: { nav: 'hidden lg:block', list: 'px-4', item: 'h-11 font-semibold' },
  /** Brazil's simplified header: plain links at every width. */
  links: { nav: '', list: 'px-2 md:px-4', item: 'h-10 font-medium' },
} as const;

function NavLink({ href, external, className, children }: { href: string; external?: boolean; className: string; children: React.ReactNode }) {
  return (
    <Link href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener' : undefined} className={className}>
      {children}
    </Link>
  );
}

/**
 * The navigation menu bar: groups as disclosure buttons (the WAI-ARIA pattern for site menus)
 * and plain links. It never runs off the screen: the entries that do not fit the width (long
 * Spanish and Portuguese names, narrow windows) move, in order, into a "More" drop-down at the
 * end of the row. Until the row is measured it scrolls sideways; without JavaScript it wraps and a
 * group's drop-down opens on hover or focus (globals.css).
 * For crawlers every group's links are rendered open, as plain links, and the row wraps.
 */
const panelLink = 'block px-4 py-2 text-sm text-ink hover:bg-panel hover:text-brand-dark';

/** A group's links in a drop-down panel (its own, or More's). */
function PanelLinks({ links }: { links: NavGroupView['links'] }) {
  return links.map((item) => (
    <li key={item.href}>
      <NavLink href={item.href} external={item.external} className={panelLink}>
        {item.title}
      </NavLink>
    </li>
  ));
}

export function DesktopNav({
  groups,
  label,
  moreLabel,
  crawlable = false,
  variant = 'menus',
}: {
  groups: NavGroupView[];
  label: string;
  moreLabel: string;
  crawlable?: boolean;
  variant?: keyof typeof VARIANTS;
}) {
  const pathname = usePathname();
  // A group stays open only on the page it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ id: string; path: string } | null>(null);
  const open = opened?.path === pathname ? opened.id : null;
  const setOpen = (id: string | null) => setOpened(id ? { id, path: pathname } : null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const style = VARIANTS[variant];

  // How many entries the row shows, for the entries it was measured with (null: not measured yet).
  const signature = groups.map((g) => g.heading).join('\n');
  const [measured, setMeasured] = useState<{ signature: string; fit: number } | null>(null);
  const widthsRef = useRef<{ signature: string; items: number[]; more: number } | null>(null);
  const fit = crawlable ? groups.length : measured?.signature === signature ? measured.fit : null;
  const overflow = fit === null ? [] : groups.slice(fit);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (crawlable || !list) return;
    // Measured once with every entry shown (until the first fit for these entries), then re-fitted on every resize.
    const refit = () => {
      // Not displayed (the full header's menu bar below desktop widths): measured once it shows.
      if (list.clientWidth === 0) return;
      if (widthsRef.current?.signature !== signature) {
        widthsRef.current = {
          signature,
          items: [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-item]')].map((li) => li.getBoundingClientRect().width),
          more: list.querySelector<HTMLElement>(':scope > [data-nav-more]')?.getBoundingClientRect().width ?? 0,
        };
      }
      const widths = widthsRef.current;
      const css = getComputedStyle(list);
      const available = list.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
      const next = itemsThatFit(widths.items, widths.more, parseFloat(css.columnGap) || 0, available);
      setMeasured((current) => (current?.signature === signature && current.fit === next ? current : { signature, fit: next }));
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(list);
    return () => observer.disconnect();
  }, [crawlable, signature]);

  // A drop-down that would run past the right edge of the window moves left until it fits (8 px from the edge).
  useLayoutEffect(() => {
    const panel = open ? document.getElementById(open === MORE_ID ? MORE_ID : `nav-${open}`) : null;
    if (!panel) return;
    panel.style.left = '';
    const past = panel.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (past > 0) panel.style.left = `${-past}px`;
  }, [open, fit]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpened(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus in the closing panel goes back to the button that opened it, not to the page's body.
      const panelId = open === MORE_ID ? MORE_ID : `nav-${open}`;
      if (document.getElementById(panelId)?.contains(document.activeElement)) navRef.current?.querySelector<HTMLButtonElement>(`button[aria-controls="${panelId}"]`)?.focus();
      setOpened(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const itemClass = `inline-flex ${style.item} items-center whitespace-nowrap px-3 text-sm text-white hover:bg-white/10`;
  const panelClass = 'absolute left-0 top-full z-50 min-w-60 max-w-[calc(100vw-1rem)] rounded-b-md border border-line bg-white py-2 shadow-xl';
  // Not measured yet it scrolls sideways; without JavaScript it wraps, so that the drop-downs that open on hover (globals.css) are not clipped.
  const rowLayout = crawlable ? 'flex-wrap' : fit === null ? 'overflow-x-auto [@media(scripting:none)]:flex-wrap [@media(scripting:none)]:overflow-visible' : '';

  return (
    <nav ref={navRef} aria-label={label} data-fitted={fit !== null} className={`border-t border-white/10 bg-ink-soft ${style.nav}`}>
      <ul ref={listRef} className={`mx-auto flex max-w-[1400px] items-stretch gap-1 ${style.list} ${rowLayout}`}>
        {groups.map((group, index) => (
          <li key={group.id} data-nav-item="" hidden={fit !== null && index >= fit} className="relative shrink-0">
            {group.href && group.links.length === 0 ? (
              <NavLink href={group.href} external={group.external} className={itemClass}>
                {group.heading}
              </NavLink>
            ) : (
              <>
                <button
                  type="button"
                  aria-expanded={open === group.id}
                  aria-controls={`nav-${group.id}`}
                  onClick={() => setOpen(open === group.id ? null : group.id)}
                  className={`${itemClass} gap-1 aria-expanded:bg-white/10`}
                >
                  {group.heading}
                  <Icon name="chevronDown" className="h-4 w-4" />
                </button>
                <ul id={`nav-${group.id}`} hidden={!crawlable && open !== group.id} className={panelClass}>
                  <PanelLinks links={group.links} />
                </ul>
              </>
            )}
          </li>
        ))}
        {crawlable ? null : (
          // Measured (invisibly) with the entries; shown when some of them do not fit.
          <li data-nav-more="" hidden={fit !== null && overflow.length === 0} className={`relative shrink-0 ${fit === null ? 'invisible [@media(scripting:none)]:hidden' : ''}`}>
            <button
              type="button"
              aria-expanded={open === MORE_ID}
              aria-controls={MORE_ID}
              onClick={() => setOpen(open === MORE_ID ? null : MORE_ID)}
              className={`${itemClass} gap-1 aria-expanded:bg-white/10`}
            >
              {moreLabel}
              <Icon name="chevronDown" className="h-4 w-4" />
            </button>
            <ul id={MORE_ID} hidden={open !== MORE_ID} className={`${panelClass} max-h-[70vh] overflow-y-auto`}>
              {overflow.map((group) =>
                group.href && group.links.length === 0 ? (
                  <li key={group.id}>
                    <NavLink href={group.href} external={group.external} className={`${panelLink} font-semibold`}>
                      {group.heading}
                    </NavLink>
                  </li>
                ) : (
                  <li key={group.id} className="border-t border-line pt-1 first:border-t-0 first:pt-0">
                    <p className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-muted">{group.heading}</p>
                    <ul>
                      <PanelLinks links={group.links} />
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </li>
        )}
      </ul>
    </nav>
  );
}
