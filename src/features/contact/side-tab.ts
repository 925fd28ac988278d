import { contactModalHidden } from '@/lib/chat-visibility';
import type { Locale } from '@/lib/markets';

/** Where the contact side tab never shows: where the contact-us modal is hidden (spec §2.6), and inside the survey page (the modal's own iframe). */
export function contactTabHidden(pathname: string, locale: Locale): boolean {
  return contactModalHidden({ pathname, locale }) || /^(?:\/[a-z]{2}-[A-Z]{2})?\/survey(?:\/|$)/.test(pathname);
}
