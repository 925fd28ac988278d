import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { CspClient } from '@/components/CspClient';
import { opsRequestLocale } from '@/features/ops/i18n';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'Operators', template: '%s | Redline operators' },
  robots: { index: false, follow: false, nocache: true },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The operators' pages (/ops): outside the storefront's shell, in the staff member's language (kept on their account, or chosen before sign-in). */
export default async function OpsLayout({ children }: { children: ReactNode }) {
  // Rendered for each request, never prerendered: Next marks its scripts with the request's CSP nonce (docs/decisions/029).
  await connection();
  return (
    <html lang={await opsRequestLocale()}>
      <body className="min-h-screen bg-white text-ink">
        <CspClient />
        {children}
      </body>
    </html>
  );
}
