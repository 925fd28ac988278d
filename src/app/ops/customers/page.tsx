import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { opsMetadata, opsRequestLocale } from '@/features/ops/i18n';
import { z } from 'zod';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { findShoppersAs } from '@/server/customers/queries';
import { SHOPPER_SEARCH_LIMIT } from '@/server/customers/staff';

export const generateMetadata = opsMetadata('nav.customers');

const Query = z.object({ q: z.string().trim().max(120).catch('') });
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops/customers?q=: customer service looks a shopper up by e-mail, phone, name or rewards number (customers.read). */
export default async function CustomersRoute({ searchParams }: Props) {
  const { q } = Query.parse(await searchParams);
  const actor = await staffPage(q ? `/ops/customers?q=${encodeURIComponent(q)}` : '/ops/customers');
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.customers' });
  const shoppers = q ? await findShoppersAs(q, actor) : [];
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <form method="get" action="/ops/customers" role="search" className="mt-4 flex flex-wrap items-end gap-3">
          <label htmlFor="customers-q" className="flex min-w-0 flex-1 flex-col text-sm font-semibold">
            {t('search.label')}
            <span className="text-xs font-normal text-muted">{t('search.hint')}</span>
            <input id="customers-q" name="q" type="search" defaultValue={q} minLength={2} maxLength={120} autoComplete="off" className="mt-1 min-h-11 w-full rounded-md border border-line px-3 text-base font-normal" />
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('search.submit')}
          </button>
        </form>
        {q ? (
          <section aria-labelledby="customers-results" className="mt-6">
            <h2 id="customers-results" className="text-lg font-semibold">
              {t('results.title', { count: shoppers.length })}
            </h2>
            {shoppers.length === 0 ? <p className="mt-2 text-muted">{t('results.none', { query: q })}</p> : null}
            {shoppers.length >= SHOPPER_SEARCH_LIMIT ? <p className="mt-2 text-sm text-muted">{t('results.narrow', { limit: SHOPPER_SEARCH_LIMIT })}</p> : null}
            <ul className="mt-3 divide-y divide-line rounded-lg border border-line" data-testid="customers-results">
              {shoppers.map((shopper) => (
                <li key={shopper.id}>
                  <Link href={`/ops/customers/${encodeURIComponent(shopper.id)}`} className="flex min-h-11 flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 hover:bg-panel">
                    <span className="font-semibold">{`${shopper.firstName} ${shopper.lastName}`.trim() || shopper.name}</span>
                    <span className="break-all">{shopper.email}</span>
                    {shopper.phone ? <span>{shopper.phone}</span> : null}
                    {shopper.rewardsId ? <span className="text-sm text-muted">{t('results.rewards', { rewardsId: shopper.rewardsId })}</span> : null}
                    {shopper.lockedAt ? <span className="rounded bg-alert px-2 text-sm font-semibold">{t('results.locked')}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
    </>
  );
}
