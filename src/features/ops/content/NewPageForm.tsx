'use client';

import { useTranslations } from 'next-intl';
import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { LOCALES } from '@/lib/markets';
import { createPageAction, type NewPageFormState } from './actions';
import { buttonClass, inputClass, IssueList, Label } from './ui';

/** "New page": locale, slug and body; on success the action opens the page's editor. */
export function NewPageForm({ locale, template }: { locale: string; template: string }) {
  const t = useTranslations('ops.content.editor');
  const { state, pending: creating, formProps: create } = useKeptForm<NewPageFormState | null>(createPageAction, null);
  const current = state ?? { locale, slug: '', text: template, published: false, issues: [] };
  return (
    <form {...create} className="mt-4 grid gap-3" data-testid="new-page-form">
      <IssueList issues={current.issues} title={t('notCreated')} />
      <div className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="grid gap-1">
          <Label htmlFor="new-page-locale">{t('locale')}</Label>
          <select id="new-page-locale" name="locale" defaultValue={current.locale} className={inputClass}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="new-page-slug" hint={t('slugHint')}>
            {t('slug')}
          </Label>
          <input id="new-page-slug" name="slug" defaultValue={current.slug} required autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} />
        </div>
      </div>
      <Label htmlFor="new-page-body" hint={t('bodyHint')}>
        {t('body')}
      </Label>
      <textarea
        id="new-page-body"
        name="body"
        defaultValue={current.text}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={24}
        className="min-h-[50vh] w-full rounded-md border border-line p-3 font-mono text-sm leading-relaxed"
      />
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input type="checkbox" name="published" defaultChecked={current.published} className="size-5" />
        {t('publishNow')}
      </label>
      <div>
        <BusyButton type="submit" busy={creating} className={buttonClass}>
          {creating ? t('creating') : t('createPage')}
        </BusyButton>
      </div>
    </form>
  );
}
