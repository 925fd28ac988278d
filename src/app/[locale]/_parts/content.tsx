import { ContactOptions } from '@/features/contact/ContactOptions';
import type { PageEmbeds } from '@/features/content/PageEmbed';
import { CircularSection } from '@/features/promotions/CircularSection';
import { CouponList } from '@/features/promotions/CouponList';
import type { Locale } from '@/lib/markets';
import { ShopProductGrid } from './catalog';

/** This week's circular with cards that offer "Add to cart". */
function Circular({ locale }: { locale: Locale }) {
  return <CircularSection locale={locale} ProductGrid={ShopProductGrid} />;
}

/** The sections a content page can embed, from the features that own them (decision 037). */
export const pageEmbeds: PageEmbeds = { Circular, Coupons: CouponList, ContactOptions };
