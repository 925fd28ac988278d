'use client';

import { Link } from '@/components/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { describedBy, Field, inputClass } from '@/components/Field';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatPhone, formatZipCode } from '@/lib/validation';
import { failureOf, rewardsApi } from '../modal/rewards-api';
import { failureMessage } from '../modal/rewards-flow';
import { useRewardsText } from '../modal/use-rewards-text';
import { SECURITY_ANSWER_MAX_LENGTH, SECURITY_ANSWER_MIN_LENGTH, updateBody, validateUpdate, type UpdateErrors, type UpdateValues } from './join-form';
import { SecurityQuestionFields } from './SecurityQuestionFields';

/** /updateRewardsAccount: completes the phone, ZIP and security question a linked account lacks (contract 6). */
export function UpdateRewardsForm({ locale, initial }: { locale: Locale; initial: { phoneNumber: string; postalCode: string; hasQuestion: boolean } }) {
  const t = useTranslations('rewards.update');
  const join = useTranslations('rewards.join');
  const { text, message } = useRewardsText();
  const router = useRouter();
  const country = getMarket(locale).country;
  const [values, setValues] = useState<UpdateValues>({ phoneNumber: formatPhone(initial.phoneNumber, country), zipcode: formatZipCode(initial.postalCode, country), securityQuestion: '', securityAnswer: '' });
  const [errors, setErrors] = useState<UpdateErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, start] = useTransition();

  const change = (field: keyof UpdateValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateUpdate(values, country, { hasQuestion: initial.hasQuestion });
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError(join('errors.fix'));
      return;
    }
    setFormError(null);
    start(async () => {
      try {
        await rewardsApi(locale).updateProfile(updateBody(values, country));
        setSaved(true);
        router.refresh();
      } catch (error) {
        setFormError(message(failureMessage(failureOf(error))));
      }
    });
  };

  if (saved) {
    return (
      <div className="flex flex-col gap-4" data-testid="rewards-updated">
        <p role="status" className="rounded-md bg-ok/10 px-3 py-2 font-semibold text-ok">
          {t('saved')}
        </p>
        <Link href={localizedPath('/rewards', locale)} className="flex min-h-11 w-fit items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {t('viewRewards')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="rewards-update-form">
      {formError ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="update-phone" label={join('phone')} error={text(errors.phoneNumber)}>
          <input id="update-phone" name="phoneNumber" type="tel" inputMode="tel" autoComplete="tel-national" value={values.phoneNumber} onChange={(e) => change('phoneNumber', formatPhone(e.target.value, country))} className={inputClass} {...describedBy('update-phone', false, errors.phoneNumber)} />
        </Field>
        <Field id="update-zip" label={join('zip')} error={text(errors.zipcode)}>
          <input id="update-zip" name="zipcode" inputMode="numeric" autoComplete="postal-code" value={values.zipcode} onChange={(e) => change('zipcode', formatZipCode(e.target.value, country))} className={inputClass} {...describedBy('update-zip', false, errors.zipcode)} />
        </Field>
      </div>
      {initial.hasQuestion ? <p className="text-sm text-muted">{t('keepQuestion')}</p> : null}
      <SecurityQuestionFields
        idPrefix="update"
        question={values.securityQuestion}
        answer={values.securityAnswer}
        errors={{ securityQuestion: text(errors.securityQuestion), securityAnswer: text(errors.securityAnswer, { min: SECURITY_ANSWER_MIN_LENGTH, max: SECURITY_ANSWER_MAX_LENGTH }) }}
        onChange={change}
      />
      <BusyButton type="submit" busy={pending} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark sm:w-fit" data-testid="rewards-update-submit">
        {pending ? join('working') : t('submit')}
      </BusyButton>
    </form>
  );
}
