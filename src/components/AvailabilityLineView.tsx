import { Icon, type IconName } from '@/components/Icon';
import type { AvailabilityStatus } from '@/server/inventory/availability';

const LOOK: Record<AvailabilityStatus, { icon: IconName; colour: string }> = {
  IN_STORE: { icon: 'store', colour: 'text-ok' },
  NEARBY: { icon: 'pin', colour: 'text-ink' },
  SHIP_TO_HOME: { icon: 'truck', colour: 'text-ink' },
  OUT_OF_STOCK: { icon: 'alert', colour: 'text-brand-dark' },
};

/**
 * One availability line, its words already chosen: where the shopper can get the product, with its
 * icon and colour. Drawn by the server (AvailabilityLine) and, on a cached page, by the browser
 * from the sku-details answer (docs/decisions/042).
 */
export function AvailabilityLineView({ status, text }: { status: AvailabilityStatus; text: string }) {
  const { icon, colour } = LOOK[status];
  return (
    <p data-testid="availability" data-status={status} className={`mt-2 flex items-center gap-1.5 text-xs font-semibold ${colour}`}>
      <Icon name={icon} className="h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
