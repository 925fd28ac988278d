'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { describedBy, Field, inputClass } from '@/components/Field';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { LINK_COMPLETE_ACCOUNT_CODE } from '@/lib/rewards';
import { formatPhone, formatZipCode } from '@/lib/validation';
import { failureOf, rewardsApi } from '../modal/rewards-api';
import { failureMessage } from '../modal/rewards-flow';
import { useRewardsText } from '../modal/use-rewards-text';
import { EMPTY_JOIN, joinBody, SECURITY_ANSWER_MAX_LENGTH, SECURITY_ANSWER_MIN_LENGTH, validateJoin, type JoinErrors, type JoinField, type JoinValues } from './join-form';
import { SecurityQuestionFields } from './SecurityQuestionFields';

const primary = 'min-h-11 w-full rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark';

/** The form's fields in the order they are shown. */
const FIELD_ORDER = ['firstName', 'lastName', 'phoneNumber', 'zipcode', 'securityQuestion', 'securityAnswer', 'acceptTerms'] as const satisfies readonly JoinField[];

/**
 * Join Rewards (contract 5): names (spec §5 rules), phone (market format), ZIP or postal code, a
 * security question and its answer, the programme rules, promotions. Used by the modal's sign-up
 * step and /createRewardsAccount. Controlled fields: a refused form keeps everything typed.
 */
export function JoinForm({
  locale,
  idPrefix = 'join',
  initial,
  onJoined,
  onCompleteAccount,
}: {
  locale: Locale;
  idPrefix?: string;
  initial?: { firstName: string; lastName: string; phone: string };
  onJoined: (rewardsId: string) => void;
  /** Code 1089 (no online account): the caller shows the create-account confirmation. */
  onCompleteAccount?: () => void;
}) {
  const t = useTranslations('rewards.join');
  const { text, message } = useRewardsText();
  const country = getMarket(locale).country;
  const [values, setValues] = useState<JoinValues>(() => ({ ...EMPTY_JOIN, firstName: initial?.firstName ?? '', lastName: initial?.lastName ?? '', phoneNumber: initial?.phone ? formatPhone(initial.phone, country) : '' }));
  const [errors, setErrors] = useState<JoinErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const change = <K extends keyof JoinValues>(field: K, value: JoinValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateJoin(values, country);
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError(t('errors.fix'));
      // The first field to fix takes the focus (the submit button may have scrolled out of the dialog's view).
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) requestAnimationFrame(() => document.getElementById(id(first))?.focus());
      return;
    }
    setFormError(null);
    start(async () => {
      try {
        const { rewardsId } = await rewardsApi(locale).join(joinBody(values, country));
        onJoined(rewardsId);
      } catch (error) {
        const failure = failureOf(error);
        if (failure?.detail?.errorCode === LINK_COMPLETE_ACCOUNT_CODE && onCompleteAccount) onCompleteAccount();
        else setFormError(message(failureMessage(failure)));
      }
    });
  };

  const input = (field: 'firstName' | 'lastName' | 'phoneNumber' | 'zipcode', autoComplete: string, extra: Record<string, unknown> = {}, format?: (value: string) => string) => (
    <Field id={id(field)} label={t(field === 'phoneNumber' ? 'phone' : field === 'zipcode' ? 'zip' : field)} error={text(errors[field])}>
      <input
        id={id(field)}
        name={field}
        value={values[field]}
        autoComplete={autoComplete}
        onChange={(e) => change(field, format ? format(e.target.value) : e.target.value)}
        className={inputClass}
        {...extra}
        {...describedBy(id(field), false, errors[field])}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="rewards-join-form">
      {formError ? (
        <p role="alert" data-testid="rewards-join-error" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('firstName', 'given-name')}
        {input('lastName', 'family-name')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('phoneNumber', 'tel-national', { type: 'tel', inputMode: 'tel' }, (v) => formatPhone(v, country))}
        {input('zipcode', 'postal-code', { inputMode: 'numeric' }, (v) => formatZipCode(v, country))}
      </div>
      <SecurityQuestionFields
        idPrefix={idPrefix}
        question={values.securityQuestion}
        answer={values.securityAnswer}
        errors={{ securityQuestion: text(errors.securityQuestion), securityAnswer: text(errors.securityAnswer, { min: SECURITY_ANSWER_MIN_LENGTH, max: SECURITY_ANSWER_MAX_LENGTH }) }}
        onChange={(field, value) => change(field, value)}
      />
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-start gap-3 py-2 text-sm">
          <input id={id('acceptTerms')} type="checkbox" name="acceptTerms" checked={values.acceptTerms} onChange={(e) => change('acceptTerms', e.target.checked)} className="mt-0.5 size-5 shrink-0 accent-brand" aria-invalid={errors.acceptTerms ? true : undefined} aria-describedby={errors.acceptTerms ? id('acceptTerms-error') : undefined} />
          <span>
            {t.rich('acceptTerms', {
              link: (chunks) => (
                <a href={localizedPath('/lp/termsAndConditions#rewardsProgramRules', locale)} target="_blank" rel="noopener" className="font-semibold underline">
                  {chunks}
                </a>
              ),
            })}
          </span>
        </label>
        {errors.acceptTerms ? (
          <p id={id('acceptTerms-error')} role="alert" className="text-sm font-semibold text-brand-dark">
            {text(errors.acceptTerms)}
          </p>
        ) : null}
      </div>
      <label className="flex min-h-11 items-start gap-3 py-2 text-sm">
        <input type="checkbox" name="receivePromoAndSpecialEvents" checked={values.receivePromoAndSpecialEvents} onChange={(e) => change('receivePromoAndSpecialEvents', e.target.checked)} className="mt-0.5 size-5 shrink-0 accent-brand" />
        <span>{t('promo')}</span>
      </label>
      <BusyButton type="submit" busy={pending} className={primary} data-testid="rewards-join-submit">
        {pending ? t('working') : t('submit')}
      </BusyButton>
    </form>
  );
}
