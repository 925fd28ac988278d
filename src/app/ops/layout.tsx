import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { CspClient } from '@/components/CspClient';
import { opsRequestLocale, opsTranslations } from '@/features/ops/i18n';
import '../globals.css';

/** The tab's title in the staff member's language: the page's own, then the back office's name. */
export async function generateMetadata(): Promise<Metadata> {
  const name = (await opsTranslations(await opsRequestLocale()))('title');
  return { title: { default: name, template: `%s | ${name}` }, robots: { index: false, follow: false, nocache: true } };
}

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
