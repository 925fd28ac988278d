import { Link } from '@/components/Link';
import { headers } from 'next/headers';
import { LOCALES } from '@/lib/markets';
import { opsLocaleAction, opsSignOutAction, opsSignOutEverywhereAction } from './actions';
import { opsLocale, opsTranslations } from './i18n';
import { navFor } from './nav';
import { OpsMenu } from './OpsMenu';
import { signedInStaff } from './session';

/**
 * The back office's bar (issue 23): the screens this staff member's role may open (nav.ts), who
 * is signed in and as what, the language (kept on the account), sign out here or everywhere.
 * Every /ops page renders it first; it renders nothing for a visitor who is not signed in. Its
 * first link skips to the page's `<main id="ops-main">`. On a phone the bar is one row (the
 * title and a menu button, OpsMenu); from the tablet up it wraps onto more rows; every control
 * is at least 44 px tall.
 */
export async function OpsHeader() {
  const signedIn = await signedInStaff();
  if (!signedIn) return null;
  const { actor, member } = signedIn;
  const locale = await opsLocale(member.locale);
  const t = await opsTranslations(locale);
  const requestHeaders = await headers();
  const here = requestHeaders.get('x-ops-path') ?? '';
  const entries = navFor(actor);
  const account = (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span data-testid="ops-who">{t('header.signedInAs', { name: member.name, role: t(`roles.${actor.role}`) })}</span>
      <form action={opsLocaleAction} className="flex items-center gap-1">
        <input type="hidden" name="back" value={here + (requestHeaders.get('x-ops-search') ?? '')} />
        <label className="sr-only" htmlFor="ops-locale">
          {t('header.language')}
        </label>
        <select id="ops-locale" name="locale" defaultValue={locale} className="min-h-11 rounded-md border border-white/60 bg-ink px-2 text-white">
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`locales.${l}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="min-h-11 rounded-md border border-white/60 px-3 font-semibold hover:bg-white/10">
          {t('header.change')}
        </button>
      </form>
      <form action={opsSignOutAction}>
        <button type="submit" className="min-h-11 rounded-md border border-white/60 px-4 font-semibold hover:bg-white/10">
          {t('header.signOut')}
        </button>
      </form>
      <form action={opsSignOutEverywhereAction}>
        <button type="submit" className="min-h-11 rounded-md px-3 font-semibold underline underline-offset-4 hover:bg-white/10">
          {t('header.signOutEverywhere')}
        </button>
      </form>
    </div>
  );
  const nav = (
    <nav aria-label={t('nav.label')} className="border-t border-white/20">
      <ul className="mx-auto flex max-w-[1280px] flex-col px-2 py-1 md:flex-row md:flex-wrap md:gap-x-1 md:py-0">
        {entries.map((entry) => {
          const current = entry.href === '/ops' ? here === '/ops' : here === entry.href || here.startsWith(`${entry.href}/`);
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center rounded-md px-3 text-sm underline-offset-4 hover:underline ${current ? 'bg-white/15 font-bold' : ''}`}
              >
                {t(`nav.${entry.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
  return <OpsMenu title={t('title')} account={account} nav={nav} labels={{ menu: t('header.menu'), skipToContent: t('skipToContent') }} />;
}
