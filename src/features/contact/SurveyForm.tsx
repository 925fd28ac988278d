'use client';

import { useEffect } from 'react';
import { useKeptForm } from '@/components/useKeptForm';
import type { Locale } from '@/lib/markets';
import { submitWebsiteFeedbackAction, type SurveyFormState } from './actions';
import { SURVEY_SENT_MESSAGE } from './survey-messages';
import { BusyButton } from '@/components/BusyButton';

export interface SurveyLabels {
  rating: string;
  ratingScale: Record<'1' | '2' | '3' | '4' | '5', string>;
  found: string;
  foundAnswers: Record<'yes' | 'partly' | 'no', string>;
  comment: string;
  commentHint: string;
  submit: string;
  submitting: string;
  thanksTitle: string;
  thanksBody: string;
}

const choiceClass = 'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 has-[:checked]:border-ink has-[:checked]:bg-panel has-[:focus-visible]:outline has-[:focus-visible]:outline-2';

/** The website-feedback survey: a 1 to 5 rating, "did you find what you were looking for?" and a comment. */
export function SurveyForm({ locale, pagePath, labels }: { locale: Locale; pagePath: string; labels: SurveyLabels }) {
  const { state, pending, formProps: action } = useKeptForm<SurveyFormState | null>(submitWebsiteFeedbackAction, null);

  useEffect(() => {
    // Tell the contact modal around us (same origin) that nothing is left to lose.
    if (state?.sent && window.parent !== window) window.parent.postMessage(SURVEY_SENT_MESSAGE, window.location.origin);
  }, [state?.sent]);

  if (state?.sent) {
    return (
      <section data-testid="survey-sent" aria-live="polite" className="rounded-lg border border-line p-4">
        <h2 className="text-lg font-bold">{labels.thanksTitle}</h2>
        <p className="mt-1">{labels.thanksBody}</p>
      </section>
    );
  }
  const value = (field: string) => state?.values[field] ?? '';
  const error = (field: string) => state?.errors[field];
  return (
    <form {...action} noValidate className="flex flex-col gap-5" data-testid="survey-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="pagePath" value={pagePath} />
      {state?.formError ? (
        <p role="alert" className="font-semibold text-brand-dark">
          {state.formError}
        </p>
      ) : null}
      <fieldset aria-describedby={error('rating') ? 'survey-rating-error' : undefined}>
        <legend className="font-semibold">{labels.rating}</legend>
        <div className="mt-2 grid grid-cols-5 gap-2">
          {(['1', '2', '3', '4', '5'] as const).map((n) => (
            <label key={n} className={`${choiceClass} flex-col justify-center py-2 text-center text-sm`}>
              <input type="radio" name="rating" value={n} defaultChecked={value('rating') === n} className="h-5 w-5" />
              <span>{labels.ratingScale[n]}</span>
            </label>
          ))}
        </div>
        {error('rating') ? (
          <p id="survey-rating-error" role="alert" className="mt-1 text-sm font-semibold text-brand-dark">
            {error('rating')}
          </p>
        ) : null}
      </fieldset>
      <fieldset aria-describedby={error('found') ? 'survey-found-error' : undefined}>
        <legend className="font-semibold">{labels.found}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(['yes', 'partly', 'no'] as const).map((answer) => (
            <label key={answer} className={choiceClass}>
              <input type="radio" name="found" value={answer} defaultChecked={value('found') === answer} className="h-5 w-5" />
              {labels.foundAnswers[answer]}
            </label>
          ))}
        </div>
        {error('found') ? (
          <p id="survey-found-error" role="alert" className="mt-1 text-sm font-semibold text-brand-dark">
            {error('found')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="survey-comment" className="font-semibold">
          {labels.comment}
        </label>
        <textarea
          id="survey-comment"
          name="comment"
          rows={4}
          defaultValue={value('comment')}
          aria-invalid={error('comment') ? true : undefined}
          aria-describedby={`survey-comment-hint${error('comment') ? ' survey-comment-error' : ''}`}
          className="min-h-11 w-full rounded-md border border-line px-3 py-2 text-base"
        />
        <p id="survey-comment-hint" className="text-xs text-muted">
          {labels.commentHint}
        </p>
        {error('comment') ? (
          <p id="survey-comment-error" role="alert" className="text-sm font-semibold text-brand-dark">
            {error('comment')}
          </p>
        ) : null}
      </div>
      <div>
        <BusyButton type="submit" busy={pending} className="min-h-11 rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
          {pending ? labels.submitting : labels.submit}
        </BusyButton>
      </div>
    </form>
  );
}
