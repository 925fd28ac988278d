import { getMarket, type Locale } from '@/lib/markets';
import { rewardsModalMessages } from './labels';
import { RewardsModalHost } from './RewardsModalHost';

/** The rewards modal's host with its words, for the shop layout; nothing in a market without the programme (Brazil). The member comes from the layout's shopper parts. */
export async function RewardsModalSlot({ locale }: { locale: Locale }) {
  if (!getMarket(locale).rewards) return null;
  return <RewardsModalHost locale={locale} labels={await rewardsModalMessages(locale)} />;
}
