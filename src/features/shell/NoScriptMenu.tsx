'use client';

import { Icon } from '@/components/Icon';
import type { NavGroupView } from './header-model';
import { MENU_BUTTON_CLASS, MenuButtonFace } from './MobileMenu';

const MENU_ID = 'site-menu';

/**
 * Phones and tablets without JavaScript: the menu button's stand-in, a link to the site menu that
 * `NoScriptMenuPanel` opens in place with `:target`. Both sit in `<noscript>`, so a browser running
 * scripts parses none of it (and React hydrates none of it). A client component, so that the page's
 * data carries the groups once (the mobile menu's props), not the panel's markup.
 */
export function NoScriptMenuLink({ label }: { label: string }) {
  return (
    <noscript>
      <a href={`#${MENU_ID}`} className={MENU_BUTTON_CLASS}>
        <MenuButtonFace label={label} />
      </a>
    </noscript>
  );
}

/** Every group's links as plain lists, below the header (not in it: the header sticks, the list scrolls). */
export function NoScriptMenuPanel({ groups, utility, title, closeLabel }: { groups: NavGroupView[]; utility: { title: string; href: string }[]; title: string; closeLabel: string }) {
  const link = 'flex min-h-11 items-center px-4';
  return (
    <noscript>
      <nav id={MENU_ID} aria-label={title} className="hidden border-b border-line bg-white target:block lg:hidden">
        <p className="flex items-center justify-between bg-panel px-4 py-2 font-bold">
          {title}
          <a href="#" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium underline">
            <Icon name="close" className="h-4 w-4" />
            {closeLabel}
          </a>
        </p>
        <ul>
          {groups.map((group) => (
            <li key={group.id} className="border-t border-line">
              {group.href ? (
                <a href={group.href} className={`${link} font-semibold`}>
                  {group.heading}
                </a>
              ) : (
                <p className={`${link} font-semibold`}>{group.heading}</p>
              )}
              {group.links.length ? (
                <ul className="pb-2">
                  {group.links.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} className={`${link} pl-8 text-[15px]`}>
                        {item.title}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          {utility.map((item) => (
            <li key={item.href} className="border-t border-line">
              <a href={item.href} className={`${link} text-sm font-medium`}>
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
