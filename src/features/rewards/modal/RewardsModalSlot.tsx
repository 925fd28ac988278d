import { getMarket, type Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { rewardsModalMessages } from './labels';
import { RewardsModalHost } from './RewardsModalHost';

/** The rewards modal's host with its words, for the shop layout; nothing in a market without the programme (Brazil). */
export async function RewardsModalSlot({ locale, member }: { locale: Locale; member: Pick<Member, 'userType' | 'rewardsId' | 'firstName' | 'lastName' | 'phone'> | null }) {
  if (!getMarket(locale).rewards) return null;
  const info = member ? { userType: member.userType, rewardsId: member.rewardsId, firstName: member.firstName, lastName: member.lastName, phone: member.phone } : null;
  return <RewardsModalHost locale={locale} labels={await rewardsModalMessages(locale)} member={info} />;
}
