import { getTranslations } from 'next-intl/server';
import { ContactOptions } from '@/features/contact/ContactOptions';
import { CircularSection } from '@/features/promotions/CircularSection';
import { CouponList } from '@/features/promotions/CouponList';
import type { Locale } from '@/lib/markets';
import type { PageEmbed as Embed } from '@/server/content/pages-schema';
import { StoreLocatorCard } from './StoreLocatorCard';

/** What a content page section shows after its text: live data from the module that owns it. */
export async function PageEmbed({ embed, locale, path }: { embed: Embed; locale: Locale; path: string }) {
  switch (embed) {
    case 'circular':
      return <CircularSection locale={locale} />;
    case 'coupons':
      return <CouponList locale={locale} returnTo={path} />;
    case 'contactOptions':
      return <ContactOptions locale={locale} />;
    case 'storeLocator': {
      const t = await getTranslations({ locale, namespace: 'content.storeLocator' });
      return <StoreLocatorCard locale={locale} labels={{ title: t('title'), body: t('body'), cta: t('cta') }} />;
    }
  }
}
