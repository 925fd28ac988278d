'use client';

import { useTranslations } from 'next-intl';
import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { savePageAction, type PageFormState } from './actions';
import { buttonClass, IssueList, Saved } from './ui';

/** A page's body as JSON, and whether it is published. What was typed stays when the body does not fit. */
export function PageEditor({ locale, slug, text, published }: { locale: string; slug: string; text: string; published: boolean }) {
  const t = useTranslations('ops.content.editor');
  const { state, pending: saving, formProps: save } = useKeptForm<PageFormState | null>(savePageAction, null);
  const current = state ?? { text, published, issues: [], saved: null };
  return (
    <form {...save} className="mt-4 grid gap-3" data-testid="page-editor">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="slug" value={slug} />
      <IssueList issues={current.issues} title={t('notSaved')} />
      <label htmlFor="page-body" className="text-sm font-semibold">
        {t('body')}
        <span className="block text-xs font-normal text-muted">{t('bodyHint')}</span>
      </label>
      <textarea
        id="page-body"
        name="body"
        defaultValue={current.text}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={30}
        className="min-h-[60vh] w-full rounded-md border border-line p-3 font-mono text-sm leading-relaxed"
      />
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input type="checkbox" name="published" defaultChecked={current.published} className="size-5" />
        {t('published')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={saving} className={buttonClass}>
          {saving ? t('saving') : t('save')}
        </BusyButton>
        <Saved message={current.saved ? t('savedAt', { at: current.saved }) : null} />
      </div>
    </form>
  );
}
