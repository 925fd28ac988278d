import { Link } from '@/components/Link';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { localizedPath, type Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { warrantiesFor } from '@/server/warranties/queries';
import { currentTime, formatDate, warrantiesTranslator, warrantyPaths } from './shared';

/** /myWarranties: the member's purchases with warranty terms, newest first, and how much is still covered. */
export async function MyWarrantiesPage({ locale, member }: { locale: Locale; member: Member }) {
  const t = await warrantiesTranslator(locale);
  const list = await warrantiesFor(member.id, currentTime());
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'warranty', 'myWarranties')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: warrantyPaths.myAccount(locale) }, { name: t('title') }]}
      title={t('title')}
    >
      <p className="mt-1 text-muted">{t('intro')}</p>
      {list.length === 0 ? (
        <div data-testid="warranties-empty" className="mt-6 rounded-lg border border-line bg-panel p-6 text-center">
          <p className="font-semibold">{t('empty')}</p>
          <Link href={localizedPath('/', locale)} className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('emptyCta')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3">
          {list.map((w) => (
            <li key={w.id} data-testid="warranty">
              <Link href={warrantyPaths.warranty(locale, w.id)} className="block rounded-lg border border-line p-4 hover:border-ink focus-visible:border-ink">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-bold">{t('order', { number: w.orderNumber })}</span>
                  <span className="text-sm text-muted">{t('placed', { date: formatDate(w.placedAt, locale) })}</span>
                </span>
                <span className="mt-2 block text-sm">
                  {t('items', { count: w.itemCount })} · <span className={w.coveredCount ? 'font-semibold text-ok' : 'text-muted'}>{t('covered', { count: w.coveredCount })}</span>
                </span>
                {w.notStartedCount ? <span className="block text-sm text-muted">{t('notStarted', { count: w.notStartedCount })}</span> : null}
                {w.soonestExpiry ? (
                  <span className="block text-sm text-muted">{t('soonestExpiry', { date: formatDate(w.soonestExpiry, locale) })}</span>
                ) : w.coveredCount ? (
                  <span className="block text-sm text-muted">{t('noExpiry')}</span>
                ) : null}
                <span className="mt-2 block text-sm font-semibold text-brand underline-offset-2 hover:underline">{t('openWarranty')} →</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountPageShell>
  );
}
