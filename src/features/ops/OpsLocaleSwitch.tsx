import { LOCALES, type Locale } from '@/lib/markets';
import { opsLocaleAction } from './actions';
import { opsTranslations } from './i18n';

/** The back office's language before sign-in (a cookie); the bar's own switch keeps it on the account. */
export async function OpsLocaleSwitch({ locale, back }: { locale: Locale; back: string }) {
  const t = await opsTranslations(locale);
  return (
    <form action={opsLocaleAction} className="flex items-center gap-1 text-sm">
      <input type="hidden" name="back" value={back} />
      <label htmlFor="ops-signin-locale" className="font-semibold">
        {t('header.language')}
      </label>
      <select id="ops-signin-locale" name="locale" defaultValue={locale} className="min-h-11 rounded-md border border-line px-2">
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`locales.${l}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="min-h-11 rounded-md border border-line px-3 font-semibold">
        {t('header.change')}
      </button>
    </form>
  );
}
