import { getMarket, type Locale } from '@/lib/markets';
import { RewardsModalHost } from './RewardsModalHost';

/**
 * The rewards modal's host, for the shop layout; nothing in a market without the programme (Brazil).
 * The member comes from the layout's shopper parts; the modal's words from the server when it first
 * opens (rewardsModalWordsAction), not with the page.
 */
export function RewardsModalSlot({ locale }: { locale: Locale }) {
  if (!getMarket(locale).rewards) return null;
  return <RewardsModalHost locale={locale} />;
}
