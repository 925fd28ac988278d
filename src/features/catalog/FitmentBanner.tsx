import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { localizedPath, type Locale } from '@/lib/markets';
import type { Fitment } from '@/server/vehicles/fitment-rules';
import type { CatalogParts } from './parts';

const TONE: Record<Fitment | 'NO_VEHICLE', string> = {
  FITS: 'border-ok bg-ok/10',
  UNIVERSAL: 'border-ok bg-ok/10',
  NEEDS_MORE_INFO: 'border-amber-500 bg-alert',
  DOES_NOT_FIT: 'border-brand bg-brand/10',
  NO_VEHICLE: 'border-line bg-panel',
};

/**
 * The product page's answer to "will it fit my car?": fits, needs more information (the engine),
 * does not fit (with a way to parts that do), or a prompt to add a vehicle.
 */
export async function FitmentBanner({ locale, fitment, vehicleName, shelfPath, SelectorTrigger }: { locale: Locale; fitment: Fitment | null; vehicleName: string | null; shelfPath: string; SelectorTrigger: CatalogParts['SelectorTrigger'] }) {
  const t = await getTranslations({ locale, namespace: 'catalog.product.fitment' });
  const state = fitment ?? 'NO_VEHICLE';
  const selector = (label: string) => (
    <SelectorTrigger source="pdp" className="inline">
      <Link href={localizedPath('/shopbymake', locale)} className="font-semibold text-brand-dark underline">
        {label}
      </Link>
    </SelectorTrigger>
  );
  return (
    <section data-testid="fitment-banner" data-fitment={state} aria-live="polite" className={`mt-4 rounded-lg border-l-4 p-3 ${TONE[state]}`}>
      <p className="flex items-start gap-2 font-semibold">
        <Icon name={state === 'FITS' || state === 'UNIVERSAL' ? 'check' : state === 'NO_VEHICLE' ? 'car' : 'alert'} />
        <span>{t(state, { vehicle: vehicleName ?? '' })}</span>
      </p>
      <div className="mt-1 pl-8 text-sm">
        {state === 'NO_VEHICLE' ? selector(t('addVehicle')) : null}
        {state === 'NEEDS_MORE_INFO' ? selector(t('addEngine')) : null}
        {state === 'DOES_NOT_FIT' ? (
          <Link href={`${localizedPath(shelfPath, locale)}?fits=1`} className="font-semibold text-brand-dark underline">
            {t('shopFitting')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
