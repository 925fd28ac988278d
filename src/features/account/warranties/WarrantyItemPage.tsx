import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { localizedPath, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { Member } from '@/server/customers/member';
import { warrantyItem } from '@/server/warranties/queries';
import { coverageLine, currentTime, formatDate, StatusBadge, TERM_KEYS, termLabel, warrantiesTranslator, warrantyPaths } from './shared';

/**
 * /myWarranties/{warrantyId}/{warrantyItemId}: one part's cover, its terms, the proof of purchase
 * a store asks for, and how to claim. 404 when it is not the member's.
 */
export async function WarrantyItemPage({ locale, member, warrantyId, warrantyItemId }: { locale: Locale; member: Member; warrantyId: string; warrantyItemId: string }) {
  const item = await warrantyItem(member.id, warrantyId, warrantyItemId, currentTime());
  if (!item) notFound();
  const t = await warrantiesTranslator(locale);
  const fulfilmentT = await getTranslations({ locale, namespace: 'orders.fulfilment' });
  const trackT = await getTranslations({ locale, namespace: 'trackOrder' });
  const { coverage, purchase } = item;
  const price = (amount: number) => formatMoney(money(amount, purchase.currency), locale);
  const orderLabel = t('order', { number: purchase.orderNumber });
  const storeSale = purchase.orderType === 'INSTOREORDER' || purchase.orderType === 'STOREORDER';
  const howReceived = storeSale ? t('boughtInStore') : purchase.storeNumber ? t('storePickUpAt', { store: purchase.storeNumber }) : fulfilmentT(purchase.fulfilment);
  const row = 'flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2';
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'warranty', 'warrantyItem')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[
        { name: t('myAccount'), href: warrantyPaths.myAccount(locale) },
        { name: t('title'), href: warrantyPaths.list(locale) },
        { name: orderLabel, href: warrantyPaths.warranty(locale, item.warrantyId) },
        { name: item.title },
      ]}
    >
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold break-words md:text-3xl">{item.title}</h1>
          <p className="mt-1 text-sm text-muted">
            {item.brand} · {t('partNumber', { partNumber: item.partNumber })} · {t('quantity', { count: item.quantity })}
          </p>
        </div>
        <StatusBadge t={t} status={coverage.status} />
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="warranty-coverage" className="rounded-lg border border-line p-4">
          <h2 id="warranty-coverage" className="font-bold">
            {t('coverageHeading')}
          </h2>
          <p className="mt-1 text-sm font-semibold">{termLabel(t, item.term, locale)}</p>
          <dl className="mt-2 divide-y divide-line text-sm">
            <div className={row}>
              <dt className="text-muted">{t('coverageStart')}</dt>
              <dd>{coverage.startsAt ? formatDate(coverage.startsAt, locale) : t('startsOnReceipt')}</dd>
            </div>
            <div className={row}>
              <dt className="text-muted">{t('coverageEnd')}</dt>
              <dd data-testid="coverage-end">{coverageLine(t, item.term, coverage, locale)}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="warranty-proof" className="rounded-lg border border-line p-4">
          <h2 id="warranty-proof" className="font-bold">
            {t('proofHeading')}
          </h2>
          <dl className="mt-2 divide-y divide-line text-sm">
            <div className={row}>
              <dt className="text-muted">{t('orderNumber')}</dt>
              <dd data-testid="proof-order-number" className="font-semibold tabular-nums">
                {purchase.orderNumber}
              </dd>
            </div>
            <div className={row}>
              <dt className="text-muted">{t('purchasedOn')}</dt>
              <dd>{formatDate(purchase.placedAt, locale)}</dd>
            </div>
            <div className={row}>
              <dt className="text-muted">{t('pricePaid')}</dt>
              <dd className="text-right">
                <span className="font-semibold">{price(purchase.pricePaid)}</span>
                {item.quantity > 1 ? <span className="block text-muted">{t('unitPrice', { price: price(purchase.unitPrice) })}</span> : null}
              </dd>
            </div>
            <div className={row}>
              <dt className="text-muted">{t('howReceived')}</dt>
              <dd>{howReceived}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section aria-labelledby="warranty-terms" className="mt-4 rounded-lg bg-panel p-4">
        <h2 id="warranty-terms" className="font-bold">
          {t('termsHeading')}
        </h2>
        <p className="mt-2 text-sm">{t(`terms.${TERM_KEYS[item.term]}`)}</p>
        <p className="mt-2 text-sm text-muted">{t('exclusions')}</p>
      </section>

      <section aria-labelledby="warranty-claim" className="mt-4 rounded-lg border border-line p-4">
        <h2 id="warranty-claim" className="font-bold">
          {t('claimHeading')}
        </h2>
        {coverage.status === 'not-started' ? (
          <p className="mt-2 text-sm">
            {t('claimNotStarted')}{' '}
            <Link href={`${localizedPath('/trackOrder', locale)}?orderNumber=${purchase.orderNumber}`} className="font-semibold text-brand underline underline-offset-2">
              {trackT('title')}
            </Link>
          </p>
        ) : coverage.status === 'expired' ? (
          <p className="mt-2 text-sm">{t('claimExpired')}</p>
        ) : (
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            <li>{t('claimStep1', { number: purchase.orderNumber })}</li>
            <li>{t('claimStep2')}</li>
            <li>{t('claimStep3')}</li>
          </ol>
        )}
        <Link href={localizedPath('/store', locale)} className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark">
          {t('findStore')}
        </Link>
      </section>

      <Link href={warrantyPaths.warranty(locale, item.warrantyId)} className="mt-6 inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-panel">
        ← {orderLabel}
      </Link>
    </AccountPageShell>
  );
}
