import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'Operators', template: '%s | Redline operators' },
  robots: { index: false, follow: false, nocache: true },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The operators' pages (/ops): English only, outside the storefront's locales and shell. */
export default function OpsLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white text-ink">{children}</body>
    </html>
  );
}
