import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { opsRequestLocale } from '@/features/ops/i18n';
import { ORDER_STATUSES } from '@/server/orders/status';
import { statusKey } from './format';

export interface OrderSearchValues {
  number?: string;
  email?: string;
  phone?: string;
  status?: string;
  store?: string;
  from?: string;
  to?: string;
}

const field = 'mt-1 block min-h-11 w-full rounded-md border border-line px-3 text-base';

/** The search form of /ops/orders: a GET form, so the search is in the address and every value stays as typed. */
export async function OrderSearchForm({ values }: { values: OrderSearchValues }) {
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.orders' });
  const status = await getTranslations({ locale: await opsRequestLocale(), namespace: 'orders.status' });
  const text = (name: keyof OrderSearchValues, label: string, props: Record<string, string> = {}) => (
    <label className="block text-sm font-semibold">
      {label}
      <input name={name} defaultValue={values[name] ?? ''} className={field} {...props} />
    </label>
  );
  return (
    <form method="get" action="/ops/orders" role="search" aria-label={t('searchHeading')} className="grid gap-3 rounded-lg border border-line p-4 md:grid-cols-2 lg:grid-cols-4">
      {text('number', t('number'), { inputMode: 'numeric', maxLength: '9', autoComplete: 'off' })}
      {text('email', t('email'), { type: 'text', inputMode: 'email', autoComplete: 'off', maxLength: '254' })}
      {text('phone', t('phone'), { type: 'tel', autoComplete: 'off', maxLength: '32' })}
      {text('store', t('store'), { autoComplete: 'off', maxLength: '10' })}
      <label className="block text-sm font-semibold">
        {t('status')}
        <select name="status" defaultValue={values.status ?? ''} className={field}>
          <option value="">{t('anyStatus')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {status(statusKey(s) as 'PROCESSING')}
            </option>
          ))}
        </select>
      </label>
      {text('from', t('from'), { type: 'date', 'aria-describedby': 'order-search-days' })}
      {text('to', t('to'), { type: 'date', 'aria-describedby': 'order-search-days' })}
      <div className="flex items-end gap-2">
        <button type="submit" className="min-h-11 flex-1 rounded-md bg-ink px-4 font-semibold text-white">
          {t('search')}
        </button>
        <Link href="/ops/orders" className="flex min-h-11 items-center rounded-md border border-ink px-4 font-semibold">
          {t('clear')}
        </Link>
      </div>
      <p id="order-search-days" className="text-sm text-muted md:col-span-2 lg:col-span-4">
        {t('daysHint')}
      </p>
    </form>
  );
}
