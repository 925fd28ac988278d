import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import type { Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { warranty as findWarranty } from '@/server/warranties/queries';
import { coverageLine, currentTime, formatDate, StatusBadge, termLabel, warrantiesTranslator, warrantyPaths } from './shared';

/** /myWarranties/{warrantyId}: one purchase's parts, each with its term and what is left of its cover. 404 when it is not the member's. */
export async function WarrantyPage({ locale, member, warrantyId }: { locale: Locale; member: Member; warrantyId: string }) {
  const found = await findWarranty(member.id, warrantyId, currentTime());
  if (!found) notFound();
  const t = await warrantiesTranslator(locale);
  const orderLabel = t('order', { number: found.orderNumber });
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'warranty', 'warrantyDetails')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: warrantyPaths.myAccount(locale) }, { name: t('title'), href: warrantyPaths.list(locale) }, { name: orderLabel }]}
      title={orderLabel}
    >
      <p className="mt-1 text-muted">{t('placed', { date: formatDate(found.placedAt, locale) })}</p>
      <h2 className="mt-6 text-lg font-bold">{t('itemsHeading')}</h2>
      <ul className="mt-3 grid gap-3">
        {found.items.map((item) => (
          <li key={item.id} data-testid="warranty-item" className="rounded-lg border border-line p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{item.title}</p>
                <p className="text-sm text-muted">
                  {item.brand} · {t('partNumber', { partNumber: item.partNumber })} · {t('quantity', { count: item.quantity })}
                </p>
              </div>
              <StatusBadge t={t} status={item.coverage.status} />
            </div>
            <p className="mt-2 text-sm font-semibold">{termLabel(t, item.term, locale)}</p>
            <p className={`text-sm ${item.coverage.status === 'expiring-soon' ? 'font-semibold text-amber-900' : 'text-muted'}`}>{coverageLine(t, item.term, item.coverage, locale)}</p>
            <Link href={warrantyPaths.item(locale, found.id, item.id)} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-2 hover:underline">
              {t('openItem')} →
            </Link>
          </li>
        ))}
      </ul>
      <Link href={warrantyPaths.list(locale)} className="mt-6 inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-panel">
        ← {t('back')}
      </Link>
    </AccountPageShell>
  );
}
