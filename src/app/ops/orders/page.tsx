import { getTranslations } from 'next-intl/server';
import { opsRequestLocale, opsMetadata } from '@/features/ops/i18n';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { OrderResults } from '@/features/ops/orders/OrderResults';
import { OrderSearchForm, type OrderSearchValues } from '@/features/ops/orders/OrderSearchForm';
import { staffPage } from '@/features/ops/session';
import { OrderSearchSchema, searchOrders } from '@/server/orders/queries';
import { can } from '@/server/staff/actor';

export const generateMetadata = opsMetadata('nav.orders');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FIELDS = ['number', 'email', 'phone', 'status', 'store', 'from', 'to'] as const;

/** /ops/orders?number=&email=&phone=&status=&store=&from=&to=&page=: find orders (decision 054). */
export default async function OrdersRoute({ searchParams }: Props) {
  const raw = await searchParams;
  const values: OrderSearchValues = {};
  for (const name of FIELDS) {
    const value = raw[name];
    if (typeof value === 'string' && value.trim()) values[name] = value.slice(0, 254);
  }
  const query = new URLSearchParams(Object.entries(values) as [string, string][]);
  const actor = await staffPage(query.size ? `/ops/orders?${query}` : '/ops/orders');
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.orders' });
  const locale = await opsRequestLocale();
  const search = OrderSearchSchema.safeParse({ ...values, page: typeof raw.page === 'string' ? raw.page : undefined });
  // A store manager who asks for another store is told so beside the kept form, not refused with an error page.
  const otherStore = search.success && search.data.store && !can(actor, 'orders.read', { storeId: search.data.store }) ? search.data.store : null;
  const result = search.success && !otherStore ? await searchOrders(actor, search.data) : null;
  const pageHref = (page: number) => `/ops/orders?${new URLSearchParams({ ...values, page: String(page) })}`;
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-extrabold">{t('title')}</h1>
        <div className="mt-4">
          <OrderSearchForm values={values} />
        </div>
        {result ? (
          <OrderResults result={result} locale={locale} pageHref={pageHref} />
        ) : (
          <p role="alert" className="mt-4 rounded-lg border border-brand p-4 font-semibold text-brand-dark">
            {otherStore ? t('notYourStore', { store: otherStore, stores: (actor.storeIds ?? []).join(', ') }) : t('invalidSearch')}
          </p>
        )}
      </main>
    </>
  );
}
