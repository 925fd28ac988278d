'use client';

import { Link } from '@/components/Link';
import { usePathname } from 'next/navigation';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { PanelDialog } from '@/components/PanelDialog';
import type { Locale } from '@/lib/markets';
import { SignInPanel } from '../auth/SignInPanel';
import { SignOutButton } from '../auth/SignOutButton';
import type { AccountModalLabels } from './account-modal';

/**
 * The full-size account modal of spec §2.6: the account body for members (their pages and
 * sign-out), the sign-in body for guests (sign in here and stay on this page). The sign-in panel
 * reads its words (`messages`: account.signIn) with next-intl, whose formatter comes with this
 * chunk, loaded on first use, rather than with the page (docs/decisions/045).
 */
export default function AccountModal({ locale, signedIn, labels, messages, onClose }: { locale: Locale; signedIn: boolean; labels: AccountModalLabels; messages: AbstractIntlMessages; onClose: () => void }) {
  const pathname = usePathname();
  return (
    <PanelDialog title={signedIn ? labels.title : labels.signInTitle} testId="account-modal" closeLabel={labels.close} onClose={onClose} panelClassName="md:w-[520px] md:max-h-[84vh]">
      <div className="flex-1 overflow-y-auto p-4 md:p-6">
        {signedIn ? (
          <div className="flex flex-col gap-4">
            <p className="text-lg font-bold">{labels.greeting}</p>
            <ul className="divide-y divide-line rounded-lg border border-line">
              {labels.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={onClose} className="flex min-h-12 items-center px-4 font-semibold hover:bg-panel">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <SignOutButton locale={locale} label={labels.signOut} failed={labels.signOutFailed} />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <NextIntlClientProvider locale={locale} messages={messages}>
              <SignInPanel locale={locale} redirectTo={pathname} from="modal" />
            </NextIntlClientProvider>
            <Link href={labels.create.href} rel="nofollow" onClick={onClose} className="flex min-h-11 items-center justify-center rounded-md border border-ink px-4 font-semibold hover:bg-panel">
              {labels.create.label}
            </Link>
            <Link href={labels.track.href} onClick={onClose} className="min-h-11 self-center py-2 font-semibold underline">
              {labels.track.label}
            </Link>
          </div>
        )}
      </div>
    </PanelDialog>
  );
}
