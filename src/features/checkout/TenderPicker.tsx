import { useTranslations } from 'next-intl';
import type { CheckoutTender } from '@/lib/payment-options';

/**
 * How the shopper pays what rewards and gift cards leave (decision 057): the card, or, where the
 * market offers them, PIX and boleto (Brazil) or cash at OXXO (Mexico), paid after the order is
 * placed. Native radio buttons in a fieldset: Tab reaches the group, the arrow keys choose.
 */
export function TenderPicker({ tenders, value, onChange }: { tenders: readonly CheckoutTender[]; value: CheckoutTender; onChange: (tender: CheckoutTender) => void }) {
  const t = useTranslations('payments.tenders');
  if (tenders.length < 2) return null;
  return (
    <fieldset className="mb-3 flex flex-col gap-2" data-testid="tender-picker">
      <legend className="mb-1 text-sm font-semibold">{t('legend')}</legend>
      {tenders.map((tender) => (
        <label
          key={tender}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-line px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-panel has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
        >
          <input type="radio" name="tender" value={tender} checked={value === tender} onChange={() => onChange(tender)} className="mt-0.5 h-5 w-5 shrink-0" />
          <span className="flex flex-col">
            <span className="font-semibold">{t(`${tender}.label`)}</span>
            <span className="text-sm text-muted">{t(`${tender}.hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
