import { Link } from '@/components/Link';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import type { ContactUsTopic } from '@/lib/contact-inputs';
import type { Member } from '@/server/customers/member';
import { ContactForm } from './ContactForm';
import { contactFormLabels, contactTranslator } from './labels';
import { memberPrefill } from './prefill';

/** /contactus/{topic}: the topic's form, with a member's details filled in. */
export async function ContactTopicPage({ locale, topic, member }: { locale: Locale; topic: ContactUsTopic; member: Member | null }) {
  const t = await contactTranslator(locale);
  const prefill = memberPrefill(member, locale, topic);
  const topicsHref = localizedPath('/contactus', locale);
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8">
      <PageView data={pageViewData(locale, 'customer-service', `contactUs:${topic}`)} />
      <nav aria-label={t('form.breadcrumb')} className="text-sm">
        <Link href={topicsHref} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('form.backToTopics')}
        </Link>
      </nav>
      <h1 className="text-2xl font-extrabold md:text-3xl">{t(`topics.${topic}.title`)}</h1>
      <p className="mt-1 max-w-prose text-muted">{t(`topics.${topic}.intro`)}</p>
      <ContactForm locale={locale} topic={topic} prefill={prefill} labels={await contactFormLabels(locale, topic)} topicsHref={topicsHref} />
    </div>
  );
}
