import { formatPhone } from '@/lib/validation/contact';
import { getMarket, type Locale } from '@/lib/markets';
import type { ContactField, ContactTopic } from '@/lib/contact-inputs';
import type { Member } from '@/server/customers/member';

/** What a signed-in member finds filled in on a contact form: name, e-mail, phone (and rewards ID on the rewards topic). */
export function memberPrefill(member: Member | null, locale: Locale, topic: ContactTopic): Partial<Record<ContactField, string>> {
  if (!member) return {};
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone ? formatPhone(member.phone, getMarket(locale).country) : '',
    ...(member.rewardsId && topic === 'rewards' ? { rewardsId: member.rewardsId } : {}),
  };
}
