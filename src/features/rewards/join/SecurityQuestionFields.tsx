'use client';

import { useTranslations } from 'next-intl';
import { describedBy, Field, inputClass } from '@/components/Field';
import { SECURITY_QUESTIONS } from '@/lib/rewards';

/**
 * The security question and its answer; controlled, so nothing typed is lost on a refusal. The
 * questions are a group of radio buttons, not a select: a select shows one line, and on a phone it
 * cut the longer questions ("What was the make of your first ca…", "…primeiro animal de estimação").
 */
export function SecurityQuestionFields({
  idPrefix,
  question,
  answer,
  errors,
  onChange,
}: {
  idPrefix: string;
  question: string;
  answer: string;
  errors: { securityQuestion?: string; securityAnswer?: string };
  onChange: (field: 'securityQuestion' | 'securityAnswer', value: string) => void;
}) {
  const t = useTranslations('rewards.join');
  // Named as the forms' other fields are (`${idPrefix}-${field}`): the forms focus a field to fix by its name,
  // here the chosen question's button, or the first.
  const qid = `${idPrefix}-securityQuestion`;
  const aid = `${idPrefix}-securityAnswer`;
  const chosen = SECURITY_QUESTIONS.find((key) => key === question) ?? SECURITY_QUESTIONS[0];
  const invalid = errors.securityQuestion ? true : undefined;
  return (
    <>
      <fieldset
        role="radiogroup"
        aria-invalid={invalid}
        aria-describedby={invalid ? `${qid}-error` : undefined}
        className={`flex flex-col gap-1 rounded-md border p-3 ${invalid ? 'border-brand' : 'border-line'}`}>
        <legend className="px-1 text-sm font-semibold">{t('securityQuestion')}</legend>
        {SECURITY_QUESTIONS.map((key) => (
          <label key={key} className="flex min-h-11 cursor-pointer items-center gap-3 text-base">
            <input
              type="radio"
              id={key === chosen ? qid : `${qid}-${key}`}
              name="securityQuestion"
              value={key}
              checked={question === key}
              onChange={(e) => onChange('securityQuestion', e.target.value)}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <span>{t(`questions.${key}`)}</span>
          </label>
        ))}
        {errors.securityQuestion ? (
          <p id={`${qid}-error`} role="alert" className="text-sm font-semibold text-brand-dark">
            {errors.securityQuestion}
          </p>
        ) : null}
      </fieldset>
      <Field id={aid} label={t('securityAnswer')} hint={t('answerHint')} error={errors.securityAnswer}>
        <input id={aid} name="securityAnswer" value={answer} autoComplete="off" onChange={(e) => onChange('securityAnswer', e.target.value)} className={inputClass} {...describedBy(aid, true, errors.securityAnswer)} />
      </Field>
    </>
  );
}
