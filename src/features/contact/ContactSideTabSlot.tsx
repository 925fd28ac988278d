import { getMarket, type Locale } from '@/lib/markets';
import { ContactSideTab } from './ContactSideTab';
import { contactModalLabels } from './modal-labels';

/**
 * The "contact us" side tab and its modal, for the shop layout. Markets without the contact-us
 * modal (Brazil) render nothing; on checkout and customer info the tab hides itself.
 */
export async function ContactSideTabSlot({ locale }: { locale: Locale }) {
  if (!getMarket(locale).features.chat) return null;
  return <ContactSideTab locale={locale} labels={await contactModalLabels(locale)} />;
}
