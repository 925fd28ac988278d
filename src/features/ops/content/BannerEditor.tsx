'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode } from 'react';
import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import type { BannerKind } from '@/server/content/documents';
import { createBannerAction, saveBannerAction, type BannerFormState } from './actions';
import { BANNER_BODY_FIELDS } from './banner-fields';
import { buttonClass, inputClass, IssueList, Label, Saved } from './ui';

type Target = { mode: 'edit'; id: string } | { mode: 'create'; locale: string };

/** A banner's fields: the body of its kind, segments, priority, active and the schedule in UTC. */
export function BannerEditor({ target, kind, initial }: { target: Target; kind: BannerKind; initial: Record<string, string> }) {
  const t = useTranslations('ops.content.editor');
  const { state, pending, formProps: submit } = useKeptForm<BannerFormState | null>(target.mode === 'edit' ? saveBannerAction : createBannerAction, null);
  const values = { ...initial, ...state?.values };
  const issues = state?.issues ?? [];
  const errorOf = (name: string) => issues.find((i) => i.path === name || i.path.startsWith(`${name}.`) || i.path.startsWith(`${name}[`))?.message;
  const field = (name: string, label: string, input: ReactNode, hint?: string) => {
    const error = errorOf(name);
    return (
      <div className="grid gap-1">
        <Label htmlFor={`banner-${name}`} hint={hint}>
          {label}
        </Label>
        {input}
        {error ? (
          <p id={`banner-${name}-error`} className="text-sm font-semibold text-brand-dark">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const aria = (name: string) => ({ id: `banner-${name}`, name, 'aria-invalid': errorOf(name) ? true : undefined, 'aria-describedby': errorOf(name) ? `banner-${name}-error` : undefined });
  return (
    <form {...submit} noValidate className="mt-4 grid max-w-3xl gap-4" data-testid="banner-editor">
      {target.mode === 'edit' ? <input type="hidden" name="id" value={target.id} /> : null}
      {target.mode === 'create' ? (
        <>
          <input type="hidden" name="locale" value={target.locale} />
          <input type="hidden" name="kind" value={kind} />
        </>
      ) : null}
      <IssueList issues={issues} title={target.mode === 'edit' ? t('notSaved') : t('notCreated')} />
      {BANNER_BODY_FIELDS[kind].map((f) => (
        <div key={f.name}>
          {field(
            f.name,
            f.required ? t(`fields.${f.name}`) : t('optional', { label: t(`fields.${f.name}`) }),
            <input {...aria(f.name)} defaultValue={values[f.name] ?? ''} autoComplete="off" className={inputClass} />,
            f.name === 'cta_link' || f.name === 'link_cta' ? t(`hints.${f.name}`) : undefined,
          )}
        </div>
      ))}
      {field(
        'segments',
        t('segments'),
        <input {...aria('segments')} defaultValue={values.segments ?? ''} autoComplete="off" spellCheck={false} placeholder={t('segmentsExample')} className={`${inputClass} font-mono`} />,
        t('segmentsHint'),
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {field('priority', t('priority'), <input {...aria('priority')} type="number" inputMode="numeric" step={1} min={-1000} max={1000} defaultValue={values.priority ?? '0'} className={inputClass} />, t('priorityHint'))}
        <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
          <input type="checkbox" name="active" defaultChecked={values.active === 'on'} className="size-5" />
          {t('active')}
        </label>
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-2">
        <legend className="px-1 font-semibold">{t('schedule')}</legend>
        <p className="text-sm text-muted md:col-span-2">{t('scheduleHint')}</p>
        {field('startsAt', t('startsAt'), <input {...aria('startsAt')} type="datetime-local" defaultValue={values.startsAt ?? ''} className={inputClass} />)}
        {field('endsAt', t('endsAt'), <input {...aria('endsAt')} type="datetime-local" defaultValue={values.endsAt ?? ''} className={inputClass} />)}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={pending} className={buttonClass}>
          {pending ? t('saving') : target.mode === 'edit' ? t('save') : t('createBanner')}
        </BusyButton>
        <Saved message={state?.saved ? t('savedAt', { at: state.saved }) : null} />
      </div>
    </form>
  );
}
