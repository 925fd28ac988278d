import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { CspClient } from '@/components/CspClient';
import { routing } from '@/i18n/routing';
import { siteOrigin } from '@/server/platform/origin';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
    icons: { icon: '/favicon.svg' },
    metadataBase: await siteOrigin(),
  };
}

export const viewport: Viewport = { themeColor: '#17191c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Rendered for each request, never prerendered: Next marks its scripts with the request's CSP nonce (docs/decisions/029).
  await connection();
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <CspClient />
        {children}
      </body>
    </html>
  );
}
