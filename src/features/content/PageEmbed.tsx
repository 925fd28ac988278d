import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/markets';
import type { PageEmbed as Embed } from '@/server/content/page-document';
import { StoreLocatorCard } from './StoreLocatorCard';

/**
 * The other features' sections a content page can embed, put together by the page in app/
 * (src/app/[locale]/_parts/content.tsx): a feature imports only itself (decision 037).
 */
export interface PageEmbeds {
  /** This week's circular (features/promotions). */
  Circular: ComponentType<{ locale: Locale }>;
  /** The market's coupons; signing in comes back to `returnTo` (features/promotions). */
  Coupons: ComponentType<{ locale: Locale; returnTo?: string }>;
  /** The contact topics as cards (features/contact). */
  ContactOptions: ComponentType<{ locale: Locale }>;
}

/** What a content page section shows after its text: live data from the module that owns it. */
export async function PageEmbed({ embed, locale, path, embeds }: { embed: Embed; locale: Locale; path: string; embeds: PageEmbeds }) {
  const { Circular, Coupons, ContactOptions } = embeds;
  switch (embed) {
    case 'circular':
      return <Circular locale={locale} />;
    case 'coupons':
      return <Coupons locale={locale} returnTo={path} />;
    case 'contactOptions':
      return <ContactOptions locale={locale} />;
    case 'storeLocator': {
      const t = await getTranslations({ locale, namespace: 'content.storeLocator' });
      return <StoreLocatorCard locale={locale} labels={{ title: t('title'), body: t('body'), cta: t('cta') }} />;
    }
  }
}
