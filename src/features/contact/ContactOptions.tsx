import { Link } from '@/components/Link';
import { Icon, type IconName } from '@/components/Icon';
import { localizedPath, type Locale } from '@/lib/markets';
import { topicsFor, type ContactUsTopic } from '@/lib/contact-inputs';
import { contactTranslator } from './labels';

const ICONS: Record<ContactUsTopic, IconName> = {
  orderQuestions: 'truck',
  storeExperience: 'store',
  rewards: 'gift',
  productQuestions: 'wrench',
  generalComments: 'user',
  websiteIssues: 'alert',
};

export const contactTopicPath = (topic: ContactUsTopic, locale: Locale) => localizedPath(`/contactus/${topic}`, locale);

/**
 * The contact topics of the shopper's market as cards, each to its form (/contactus and the content
 * pages' `contactOptions` embed). Brazil has no rewards topic.
 */
export async function ContactOptions({ locale }: { locale: Locale }) {
  const t = await contactTranslator(locale);
  return (
    <ul data-testid="contact-options" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {topicsFor(locale).map((topic) => (
        <li key={topic}>
          <Link href={contactTopicPath(topic, locale)} className="flex h-full min-h-11 gap-3 rounded-lg border border-line p-4 hover:border-ink hover:bg-panel">
            <Icon name={ICONS[topic]} />
            <span className="flex flex-col gap-1">
              <span className="font-bold">{t(`topics.${topic}.title`)}</span>
              <span className="text-sm text-muted">{t(`topics.${topic}.description`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
