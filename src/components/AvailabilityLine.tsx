import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/Icon';
import type { Locale } from '@/lib/markets';
import type { Availability, AvailabilityStatus } from '@/server/inventory/availability';

const LOOK: Record<AvailabilityStatus, { icon: IconName; colour: string }> = {
  IN_STORE: { icon: 'store', colour: 'text-ok' },
  NEARBY: { icon: 'pin', colour: 'text-ink' },
  SHIP_TO_HOME: { icon: 'truck', colour: 'text-ink' },
  OUT_OF_STOCK: { icon: 'alert', colour: 'text-brand-dark' },
};

/**
 * Where the shopper can get a product, in one line: in stock at their store, at nearby stores,
 * shipped, or out of stock. `pickup` says when it could be picked up at the store
 * (server/stores/pickup-text.ts). Shared by the product cards and the cart's lines.
 */
export async function AvailabilityLine({ availability, locale, pickup }: { availability: Availability; locale: Locale; pickup?: string | null }) {
  const t = await getTranslations({ locale, namespace: 'stores.availability' });
  const { icon, colour } = LOOK[availability.status];
  const text = {
    IN_STORE: () => (pickup ? t('inStorePickup', { store: availability.storeNumber ?? '', when: pickup }) : t('inStore', { store: availability.storeNumber ?? '' })),
    NEARBY: () => t('nearby', { count: availability.nearbyStores }),
    SHIP_TO_HOME: () => t('shipToHome'),
    OUT_OF_STOCK: () => t('outOfStock'),
  }[availability.status]();
  return (
    <p data-testid="availability" data-status={availability.status} className={`mt-2 flex items-center gap-1.5 text-xs font-semibold ${colour}`}>
      <Icon name={icon} className="h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
