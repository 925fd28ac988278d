'use client';

import { Link } from '@/components/Link';
import { DrawerDialog } from '@/components/DrawerDialog';
import { Icon } from '@/components/Icon';
import type { NavGroupView } from './header-model';
import type { MobileMenuLabels } from './MobileMenu';

/** Full-screen navigation for phones and tablets; Radix traps the focus, and it goes back to the menu button on closing. */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  groups,
  utility,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: NavGroupView[];
  utility: { title: string; href: string }[];
  labels: MobileMenuLabels;
}) {
  return (
    <DrawerDialog open={open} onOpenChange={onOpenChange} placement="full" title={labels.title} closeLabel={labels.close} testId="mobile-menu">
      <nav aria-label={labels.title} className="flex-1">
        <ul>
          {groups.map((group) =>
            group.links.length === 0 && group.href ? (
              <li key={group.id} className="border-b border-line">
                <Link href={group.href} className="flex min-h-12 items-center px-4 font-semibold">
                  {group.heading}
                </Link>
              </li>
            ) : (
              <li key={group.id} className="border-b border-line">
                <details className="group">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold">
                    {group.heading}
                    <Icon name="chevronDown" className="h-5 w-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="bg-panel pb-2">
                    {group.links.map((item) => (
                      <li key={item.href}>
                        <Link href={item.href} className="flex min-h-11 items-center px-6 text-[15px]">
                          {item.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
        {utility.length ? (
          <ul className="grid grid-cols-2 gap-2 p-4">
            {utility.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="flex min-h-11 items-center rounded border border-line px-3 text-sm font-medium">
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </DrawerDialog>
  );
}
