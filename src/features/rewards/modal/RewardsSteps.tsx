'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { describedBy, Field, inputClass } from '@/components/Field';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatRewardsId } from '@/lib/rewards';
import { formatPhone } from '@/lib/validation';
import { isSecurityQuestion } from '../join/join-form';
import { JoinForm } from '../join/JoinForm';
import type { RewardsMember } from './events';
import { unlockOffered, type FlowEvent, type FlowState, type MaskedProfile } from './rewards-flow';
import type { FormField } from './rewards-form';
import { useRewardsText } from './use-rewards-text';

const primary = 'min-h-11 w-full rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark';
const secondary = 'flex min-h-11 w-full items-center justify-center rounded-md border border-ink px-5 font-semibold hover:bg-panel';
const textButton = 'min-h-11 self-center px-2 font-semibold underline';

type Dispatch = (event: FlowEvent) => void;

interface StepProps {
  state: FlowState;
  dispatch: Dispatch;
  locale: Locale;
  member: RewardsMember | null;
  /** Closes the modal (from the check-reward-account route, also leaves it). */
  close: () => void;
}

function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return children ? (
    <p role="alert" data-testid={testId} className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
      {children}
    </p>
  ) : null;
}

function Back({ dispatch, busy = false }: { dispatch: Dispatch; busy?: boolean }) {
  const t = useTranslations('rewards.modal');
  return (
    <BusyButton type="button" onClick={() => dispatch({ type: 'back' })} busy={busy} className={textButton} data-testid="rewards-back">
      {t('back')}
    </BusyButton>
  );
}

/** A text input bound to a field of the modal's form (value and error slot). */
function FormInput({ state, dispatch, field, label, hint, format, ...rest }: { state: FlowState; dispatch: Dispatch; field: FormField; label: string; hint?: string; format?: (value: string) => string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { text } = useRewardsText();
  const id = `rewards-${field}`;
  const error = text(state.form.fields[field].error);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={field}
        value={state.form.fields[field].value}
        onChange={(e) => dispatch({ type: 'change', field, value: format ? format(e.target.value) : e.target.value })}
        className={inputClass}
        {...rest}
        {...describedBy(id, !!hint, error)}
      />
    </Field>
  );
}

const onSubmit = (run: () => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  run();
};

/** Step 1: "Yes, I have Rewards" / "No, sign me up" / skip for now. */
function SignInPrompt({ dispatch }: StepProps) {
  const t = useTranslations('rewards.modal.signIn');
  return (
    <div className="flex flex-col gap-4" data-testid="rewards-step-1">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <p className="text-muted">{t('intro')}</p>
      <button type="button" className={primary} onClick={() => dispatch({ type: 'haveRewards' })} data-testid="rewards-yes">
        {t('yes')}
      </button>
      <button type="button" className={secondary} onClick={() => dispatch({ type: 'signMeUp' })} data-testid="rewards-no">
        {t('no')}
      </button>
      <button type="button" className={textButton} onClick={() => dispatch({ type: 'skip' })} data-testid="rewards-skip">
        {t('skip')}
      </button>
    </div>
  );
}

/** Step 2: enter my ID / look up my ID. */
function LinkChoice({ dispatch }: StepProps) {
  const t = useTranslations('rewards.modal.link');
  return (
    <div className="flex flex-col gap-4" data-testid="rewards-step-2">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <p className="text-muted">{t('intro')}</p>
      <button type="button" className={primary} onClick={() => dispatch({ type: 'enterMyId' })} data-testid="rewards-enter-id">
        {t('enterId')}
      </button>
      <button type="button" className={secondary} onClick={() => dispatch({ type: 'lookUpMyId' })} data-testid="rewards-look-up">
        {t('lookUp')}
      </button>
      <Back dispatch={dispatch} />
    </div>
  );
}

/** Step 3: the sign-up form; a guest first needs an online account. */
function SignUp({ state, dispatch, locale, member }: StepProps) {
  const t = useTranslations('rewards.modal.signUp');
  const { message } = useRewardsText();
  return (
    <div className="flex flex-col gap-4" data-testid="rewards-step-3">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      {member ? (
        <>
          <p className="text-muted">{t('intro')}</p>
          <Alert>{message(state.error)}</Alert>
          <JoinForm
            locale={locale}
            idPrefix="rewards-join"
            initial={{ firstName: member.firstName, lastName: member.lastName, phone: member.phone }}
            onJoined={(rewardsId) => dispatch({ type: 'joined', rewardsId })}
            onCompleteAccount={() => dispatch({ type: 'joinFailed', failure: { status: 403, detail: { errorCode: '1089', errorMessageKey: '', errorMessageDefault: '' } } })}
          />
        </>
      ) : (
        <>
          <p className="text-muted">{t('guest')}</p>
          <CreateAccountLinks locale={locale} />
        </>
      )}
      <Back dispatch={dispatch} />
    </div>
  );
}

/** Step 4: the enter-ID form. */
function EnterId({ state, dispatch }: StepProps) {
  const t = useTranslations('rewards.modal.enterId');
  const { message } = useRewardsText();
  return (
    <form onSubmit={onSubmit(() => dispatch({ type: 'submitRewardsId' }))} noValidate className="flex flex-col gap-4" data-testid="rewards-step-4">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <Alert testId="rewards-error">{message(state.error)}</Alert>
      <FormInput state={state} dispatch={dispatch} field="rewardsNumber" label={t('label')} hint={t('hint')} inputMode="numeric" autoComplete="off" />
      <BusyButton type="submit" busy={state.busy} className={primary} data-testid="rewards-submit-id">
        {state.busy ? t('working') : t('submit')}
      </BusyButton>
      <Back dispatch={dispatch} busy={state.busy} />
    </form>
  );
}

/** Step 5: the lookup form (last name and a phone, ZIP or e-mail). */
function Lookup({ state, dispatch, locale }: StepProps) {
  const t = useTranslations('rewards.modal.lookup');
  const { message } = useRewardsText();
  const country = getMarket(locale).country;
  return (
    <form onSubmit={onSubmit(() => dispatch({ type: 'submitLookup', country }))} noValidate className="flex flex-col gap-4" data-testid="rewards-step-5">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <p className="text-muted">{t('intro')}</p>
      <Alert testId="rewards-error">{message(state.error)}</Alert>
      <FormInput state={state} dispatch={dispatch} field="lastName" label={t('lastName')} autoComplete="family-name" />
      <FormInput state={state} dispatch={dispatch} field="phoneNumber" label={t('phone')} type="tel" inputMode="tel" autoComplete="tel-national" format={(v) => formatPhone(v, country)} />
      <FormInput state={state} dispatch={dispatch} field="zipOrEmail" label={t('zipOrEmail')} autoComplete="off" />
      <BusyButton type="submit" busy={state.busy} className={primary} data-testid="rewards-search">
        {state.busy ? t('working') : t('submit')}
      </BusyButton>
      <Back dispatch={dispatch} busy={state.busy} />
    </form>
  );
}

function ProfileCard({ profile }: { profile: MaskedProfile }) {
  const t = useTranslations('rewards.modal.results');
  return (
    <span className="flex flex-col text-sm">
      <span className="font-semibold">{`${profile.firstName} ${profile.lastName}`}</span>
      {profile.email ? <span>{t('email', { value: profile.email })}</span> : null}
      {profile.phoneNumber ? <span>{t('phone', { value: profile.phoneNumber })}</span> : null}
      {profile.postalCode ? <span>{t('zip', { value: profile.postalCode })}</span> : null}
      {profile.joinedYear ? <span className="text-muted">{t('memberSince', { year: String(profile.joinedYear) })}</span> : null}
    </span>
  );
}

/** Step 6: "We found N…", then the profiles with masked details; pick one. */
function SearchResults({ state, dispatch }: StepProps) {
  const t = useTranslations('rewards.modal.results');
  const { message } = useRewardsText();
  const results = state.results;
  if (!results) return null;
  return (
    <form onSubmit={onSubmit(() => dispatch({ type: 'submitCustomer' }))} noValidate className="flex flex-col gap-4" data-testid="rewards-step-6">
      <p className="text-lg font-bold" role="status">
        {t('found', { count: results.totalCount })}
      </p>
      <Alert testId="rewards-error">{message(state.error)}</Alert>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('choose')}</legend>
        {results.profiles.map((profile) => (
          <label key={profile.profileKey} className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 ${state.form.selectedCustomer === profile.profileKey ? 'border-brand' : 'border-line'}`} data-testid="rewards-profile">
            <input type="radio" name="profile" value={profile.profileKey} checked={state.form.selectedCustomer === profile.profileKey} onChange={() => dispatch({ type: 'selectCustomer', profileKey: profile.profileKey })} className="mt-1 size-5 shrink-0 accent-brand" />
            <ProfileCard profile={profile} />
          </label>
        ))}
      </fieldset>
      <BusyButton type="submit" busy={state.busy} className={primary} data-testid="rewards-choose-profile">
        {state.busy ? t('working') : t('submit')}
      </BusyButton>
      <Back dispatch={dispatch} busy={state.busy} />
    </form>
  );
}

/** Step 7: the security question of the account being linked. */
function SecurityQuestion({ state, dispatch }: StepProps) {
  const t = useTranslations('rewards.modal.question');
  const questions = useTranslations('rewards.join.questions');
  const { message } = useRewardsText();
  const [answer, setAnswer] = useState('');
  const key = state.verifying?.securityQuestion;
  const error = message(state.form.securityQuestionError) ?? undefined;
  return (
    <form onSubmit={onSubmit(() => dispatch({ type: 'submitAnswer', answer }))} noValidate className="flex flex-col gap-4" data-testid="rewards-step-7">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <p className="text-muted">{t('intro')}</p>
      <Alert testId="rewards-error">{message(state.error)}</Alert>
      <Field id="rewards-answer" label={key && isSecurityQuestion(key) ? questions(key) : t('answer')} error={error}>
        <input id="rewards-answer" name="answer" value={answer} autoComplete="off" onChange={(e) => setAnswer(e.target.value)} className={inputClass} {...describedBy('rewards-answer', false, error)} />
      </Field>
      <BusyButton type="submit" busy={state.busy} className={primary} data-testid="rewards-submit-answer">
        {state.busy ? t('working') : t('submit')}
      </BusyButton>
      {unlockOffered(state) && !state.unlock ? (
        <BusyButton type="button" busy={state.busy} onClick={() => dispatch({ type: 'sendUnlockCode' })} className={secondary} data-testid="rewards-send-unlock-code">
          {state.busy ? t('sending') : t('sendCode')}
        </BusyButton>
      ) : null}
      <Back dispatch={dispatch} busy={state.busy} />
    </form>
  );
}

/** Step 7, locked: the code e-mailed to the account's address unlocks and links it. */
function UnlockWithCode({ state, dispatch }: StepProps) {
  const t = useTranslations('rewards.modal.question');
  const { message } = useRewardsText();
  const [code, setCode] = useState('');
  if (!state.unlock) return null;
  const error = message(state.unlock.error) ?? undefined;
  return (
    <form onSubmit={onSubmit(() => dispatch({ type: 'submitUnlockCode', code }))} noValidate className="flex flex-col gap-4" data-testid="rewards-step-7-unlock">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <p role="status">{t('codeSent', { email: state.unlock.email, minutes: state.unlock.minutes })}</p>
      <Alert testId="rewards-error">{message(state.error)}</Alert>
      <Field id="rewards-unlock-code" label={t('code')} error={error}>
        <input id="rewards-unlock-code" name="code" value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={12} onChange={(e) => setCode(e.target.value)} className={inputClass} {...describedBy('rewards-unlock-code', false, error)} />
      </Field>
      <BusyButton type="submit" busy={state.busy} className={primary} data-testid="rewards-submit-unlock-code">
        {state.busy ? t('working') : t('unlock')}
      </BusyButton>
      <button type="button" disabled={state.busy} onClick={() => dispatch({ type: 'sendUnlockCode' })} className={textButton} data-testid="rewards-resend-unlock-code">
        {t('resend')}
      </button>
      <Back dispatch={dispatch} busy={state.busy} />
    </form>
  );
}

/** Step 8: congratulations. */
function Congratulations({ state, dispatch, locale }: StepProps) {
  const t = useTranslations('rewards.modal.congratulations');
  return (
    <div className="flex flex-col gap-4" data-testid="rewards-step-8">
      <p className="text-2xl font-extrabold" role="status">
        {t('heading')}
      </p>
      <p>{state.joinedRewardsId ? t('joined', { id: formatRewardsId(state.joinedRewardsId) }) : t('linked')}</p>
      <Link href={localizedPath('/rewards', locale)} onClick={() => dispatch({ type: 'close', onCheckRewardAccountRoute: false })} className={`${primary} flex items-center justify-center`} data-testid="rewards-view">
        {t('view')}
      </Link>
    </div>
  );
}

function CreateAccountLinks({ locale }: { locale: Locale }) {
  const t = useTranslations('rewards.modal.createAccount');
  const back = localizedPath('/checkRewardAccount', locale);
  return (
    <div className="flex flex-col gap-3">
      <a href={localizedPath('/createRewardsAccount', locale)} rel="nofollow" className={`${primary} flex items-center justify-center`} data-testid="rewards-create-account">
        {t('create')}
      </a>
      <a href={`${localizedPath('/signin', locale)}?redirect_url=${encodeURIComponent(back)}`} rel="nofollow" className={secondary} data-testid="rewards-sign-in">
        {t('signIn')}
      </a>
    </div>
  );
}

/** Step 9: confirm the merge, or create an online account first (code 1089). */
function Confirmation({ state, dispatch, locale, member, close }: StepProps) {
  const t = useTranslations('rewards.modal');
  const { message } = useRewardsText();
  if (state.confirmation === 'createAccount') {
    return (
      <div className="flex flex-col gap-4" data-testid="rewards-step-9-create-account">
        <h3 className="text-lg font-bold">{t('createAccount.heading')}</h3>
        <p className="text-muted">{t('createAccount.body')}</p>
        <CreateAccountLinks locale={locale} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="rewards-step-9-merge">
      <h3 className="text-lg font-bold">{t('merge.heading')}</h3>
      <p>{member?.rewardsId ? t('merge.body', { id: formatRewardsId(member.rewardsId) }) : t('merge.bodyNoId')}</p>
      <Alert testId="rewards-error">{message(state.error)}</Alert>
      <BusyButton type="button" className={primary} busy={state.busy} onClick={() => dispatch({ type: 'confirmMerge' })} data-testid="rewards-confirm-merge">
        {state.busy ? t('merge.working') : t('merge.confirm')}
      </BusyButton>
      <BusyButton type="button" className={secondary} busy={state.busy} onClick={close}>
        {t('merge.cancel')}
      </BusyButton>
    </div>
  );
}

/** The view of the current popup state and step. */
export function RewardsStepView(props: StepProps) {
  switch (props.state.step) {
    case 'signIn':
      return <SignInPrompt {...props} />;
    case 'linkAccount':
      return <LinkChoice {...props} />;
    case 'signUp':
      return <SignUp {...props} />;
    case 'enterId':
      return <EnterId {...props} />;
    case 'lookup':
      return <Lookup {...props} />;
    case 'searchResults':
      return <SearchResults {...props} />;
    case 'securityQuestion':
      return props.state.unlock ? <UnlockWithCode {...props} /> : <SecurityQuestion {...props} />;
    case 'congratulations':
      return <Congratulations {...props} />;
    case 'confirmation':
      return <Confirmation {...props} />;
  }
}
