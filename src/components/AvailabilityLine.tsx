import { getTranslations } from 'next-intl/server';
import { AvailabilityLineView } from '@/components/AvailabilityLineView';
import type { Locale } from '@/lib/markets';
import type { Availability } from '@/server/inventory/availability';
import { storeByNumber } from '@/server/stores/queries';

/**
 * Where the shopper can get a product, in one line: in stock at their store, at nearby stores,
 * shipped, or out of stock. `pickup` says when it could be picked up at the store
 * (server/stores/pickup-text.ts). A store that sells in person only says so. Shared by the product
 * cards and the cart's lines.
 */
export async function AvailabilityLine({ availability, locale, pickup }: { availability: Availability; locale: Locale; pickup?: string | null }) {
  const t = await getTranslations({ locale, namespace: 'stores.availability' });
  const store = availability.storeNumber ?? '';
  const inStoreOnly = availability.status === 'IN_STORE' && (await storeByNumber(store))?.bopusEnabled === false;
  const text = {
    IN_STORE: () => (pickup ? t('inStorePickup', { store, when: pickup }) : t(inStoreOnly ? 'inStoreOnly' : 'inStore', { store })),
    NEARBY: () => t('nearby', { count: availability.nearbyStores }),
    SHIP_TO_HOME: () => t('shipToHome'),
    OUT_OF_STOCK: () => t('outOfStock'),
  }[availability.status]();
  return <AvailabilityLineView status={availability.status} text={text} />;
}
