import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

const box = 'rounded-lg border border-line p-4';

/** One section of the checkout form: a bordered box named by its heading. */
export function CheckoutSection({ id, title, children, aside = false }: { id: string; title: string; children: ReactNode; aside?: boolean }) {
  const heading = (
    <h2 id={id} className="mb-3 text-lg font-bold">
      {title}
    </h2>
  );
  return aside ? (
    <aside className={`${box} h-fit lg:sticky lg:top-4`} aria-labelledby={id}>
      {heading}
      {children}
    </aside>
  ) : (
    <section className={box} aria-labelledby={id}>
      {heading}
      {children}
    </section>
  );
}

/** A message key in the shopper's language; a key this page does not know says the order failed (never the key itself). */
export function useCheckoutMessage() {
  const t = useTranslations();
  return (key: string | null | undefined, values?: Record<string, string | number>) => (key ? (t.has(key as never) ? t(key as never, values as never) : t('checkout.errors.failed')) : '');
}
