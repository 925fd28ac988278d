import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { GARAGE_COOKIE, parseGarage } from '@/lib/garage';
import type { Locale } from '@/lib/markets';
import { VehicleTooltip } from './VehicleTooltip';

/** Put on eligible shelf and product pages: renders the tip only while no vehicle is saved. */
export async function VehicleTooltipSlot({ locale }: { locale: Locale }) {
  const jar = await cookies();
  if (parseGarage(jar.get(GARAGE_COOKIE)?.value).length > 0) return null;
  const t = await getTranslations({ locale, namespace: 'vehicles.tooltip' });
  return <VehicleTooltip text={t('text')} action={t('action')} close={t('close')} />;
}
