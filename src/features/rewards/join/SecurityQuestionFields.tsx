'use client';

import { useTranslations } from 'next-intl';
import { describedBy, Field, inputClass } from '@/components/Field';
import { SECURITY_QUESTIONS } from '@/lib/rewards';

/** The security question (a select of SECURITY_QUESTIONS) and its answer; controlled, so nothing typed is lost on a refusal. */
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
  // Named as the forms' other fields are (`${idPrefix}-${field}`): the forms focus a field to fix by its name.
  const qid = `${idPrefix}-securityQuestion`;
  const aid = `${idPrefix}-securityAnswer`;
  return (
    <>
      <Field id={qid} label={t('securityQuestion')} error={errors.securityQuestion}>
        <select id={qid} name="securityQuestion" value={question} onChange={(e) => onChange('securityQuestion', e.target.value)} className={`${inputClass} bg-white`} {...describedBy(qid, false, errors.securityQuestion)}>
          <option value="">{t('chooseQuestion')}</option>
          {SECURITY_QUESTIONS.map((key) => (
            <option key={key} value={key}>
              {t(`questions.${key}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={aid} label={t('securityAnswer')} hint={t('answerHint')} error={errors.securityAnswer}>
        <input id={aid} name="securityAnswer" value={answer} autoComplete="off" onChange={(e) => onChange('securityAnswer', e.target.value)} className={inputClass} {...describedBy(aid, true, errors.securityAnswer)} />
      </Field>
    </>
  );
}
