import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactTopicPage } from '@/features/contact/ContactTopicPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, LOCALES, type Locale } from '@/lib/markets';
import { isContactUsTopic, topicsFor, type ContactUsTopic } from '@/lib/contact-inputs';
import { currentMember } from '@/server/customers/member';

type Props = { params: Promise<{ locale: string; topic: string }> };

/**
 * The topic when this market offers it on /contactus; otherwise a 404 (the rewards topic in Brazil,
 * privacy, which only /customerinfo shows, an unknown one).
 */
async function topicOf(params: Props['params']): Promise<{ locale: Locale; topic: ContactUsTopic }> {
  const { locale: raw, topic } = await params;
  const locale = getMarket(raw).locale;
  if (!isContactUsTopic(topic) || !topicsFor(locale).includes(topic)) notFound();
  return { locale, topic };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, topic } = await topicOf(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  const offeredIn = LOCALES.filter((other) => topicsFor(other).includes(topic));
  return { title: t(`topics.${topic}.title`), description: t(`topics.${topic}.description`), alternates: alternatesFor(`/contactus/${topic}`, locale, offeredIn) };
}

/** /contactus/{orderQuestions|storeExperience|rewards|productQuestions|generalComments|websiteIssues} (spec §2.4). */
export default async function ContactTopicRoute({ params }: Props) {
  const { locale, topic } = await topicOf(params);
  setRequestLocale(locale);
  return <ContactTopicPage locale={locale} topic={topic} member={await currentMember()} />;
}
