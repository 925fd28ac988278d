import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import type { Locale } from '@/lib/markets';
import { contactMessageValues, contactTranslator } from './labels';
import { SurveyForm } from './SurveyForm';

/**
 * /survey/websiteFeedback: our website-feedback survey. In the contact-us modal's iframe
 * (`embedded`) it covers the page's shell, so the frame shows the survey alone.
 */
export async function WebsiteFeedbackPage({ locale, embedded, pagePath }: { locale: Locale; embedded: boolean; pagePath: string }) {
  const t = await contactTranslator(locale);
  const body = (
    <div className="mx-auto max-w-[640px] px-4 py-6">
      <PageView data={pageViewData(locale, 'customer-service', 'websiteFeedback')} />
      <h1 className="text-xl font-extrabold md:text-2xl">{t('survey.title')}</h1>
      <p className="mt-1 mb-5 text-muted">{t('survey.intro')}</p>
      <SurveyForm
        locale={locale}
        pagePath={pagePath}
        labels={{
          rating: t('survey.rating'),
          ratingScale: { '1': t('survey.scale.1'), '2': t('survey.scale.2'), '3': t('survey.scale.3'), '4': t('survey.scale.4'), '5': t('survey.scale.5') },
          found: t('survey.found'),
          foundAnswers: { yes: t('survey.foundAnswers.yes'), partly: t('survey.foundAnswers.partly'), no: t('survey.foundAnswers.no') },
          comment: t('survey.comment'),
          commentHint: t('survey.commentHint', { max: contactMessageValues.commentMax }),
          submit: t('survey.submit'),
          submitting: t('survey.submitting'),
          thanksTitle: t('survey.thanksTitle'),
          thanksBody: t('survey.thanksBody'),
        }}
      />
    </div>
  );
  return embedded ? <div className="fixed inset-0 z-[200] overflow-y-auto bg-white text-ink">{body}</div> : body;
}
