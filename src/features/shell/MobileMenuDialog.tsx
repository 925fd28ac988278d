'use client';

import Link from 'next/link';
import { Dialog } from 'radix-ui';
import { Icon } from '@/components/Icon';
import { useDialogFocus } from '@/components/dialog-focus';
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
  const focus = useDialogFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="mobile-menu"
          {...focus}
          aria-describedby={undefined}
          className="fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-white text-ink"
        >
          <div className="flex items-center justify-between bg-ink px-4 py-3 text-white">
            <Dialog.Title className="text-lg font-bold">{labels.title}</Dialog.Title>
            <Dialog.Close className="inline-flex h-11 w-11 items-center justify-center rounded hover:bg-white/10" aria-label={labels.close}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
