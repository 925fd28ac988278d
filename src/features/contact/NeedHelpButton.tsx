import { cookies } from 'next/headers';
import { getMarket, type Locale } from '@/lib/markets';
import { preferredStoreOf } from '@/server/api/store-responses';
import { needHelpLabels } from './modal-labels';
import { NeedHelpModalButton, type NeedHelpLabels, type NeedHelpStore } from './NeedHelpModal';

/**
 * "Need help?" (spec §2.6): a link-button opening a modal with track an order, the returns policy,
 * store pick-up help, chat (while an agent is available), call the shopper's store (or find one)
 * and contact us. A server component: it reads the shopper's store; `labels` may override the
 * market's words. In a client component use NeedHelpModalButton with needHelpLabels(locale).
 */
export async function NeedHelpButton({ locale, labels, className }: { locale: Locale; labels?: Partial<NeedHelpLabels>; className?: string }) {
  const jar = await cookies();
  const preferred = await preferredStoreOf({ get: (name) => jar.get(name)?.value }, locale);
  const store: NeedHelpStore | null = preferred
    ? { name: `${preferred.store.city} #${preferred.store.storeNumber}`, phone: preferred.store.phone, dial: `${getMarket(locale).phonePrefix}${preferred.store.phone.replace(/\D/g, '')}` }
    : null;
  return <NeedHelpModalButton locale={locale} labels={{ ...(await needHelpLabels(locale)), ...labels }} store={store} className={className} />;
}
