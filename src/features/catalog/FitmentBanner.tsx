import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/markets';
import type { Fitment } from '@/server/vehicles/fitment-rules';
import { FitmentBannerFrame } from './fitment-look';
import type { CatalogParts } from './parts';
import { FitmentBannerIsland } from './ShopperParts';

/** The links under the banner: add a vehicle, add the engine, or shop the parts that do fit. */
async function bannerActions(locale: Locale, shelfPath: string, SelectorTrigger: CatalogParts['SelectorTrigger']) {
  const t = await getTranslations({ locale, namespace: 'catalog.product.fitment' });
  const selector = (label: string) => (
    <SelectorTrigger source="pdp" className="inline">
      <Link href={localizedPath('/shopbymake', locale)} className="font-semibold text-brand-dark underline">
        {label}
      </Link>
    </SelectorTrigger>
  );
  return {
    NO_VEHICLE: selector(t('addVehicle')),
    NEEDS_MORE_INFO: selector(t('addEngine')),
    DOES_NOT_FIT: (
      <Link href={`${localizedPath(shelfPath, locale)}?fits=1`} className="font-semibold text-brand-dark underline">
        {t('shopFitting')}
      </Link>
    ),
  };
}

/**
 * The product page's answer to "will it fit my car?": fits, needs more information (the engine),
 * does not fit (with a way to parts that do), or a prompt to add a vehicle. `deferred` (the page
 * cache fills the page): the prompt, until the browser has the saved vehicle's answer.
 */
export async function FitmentBanner({ locale, fitment, vehicleName, shelfPath, productId, deferred = false, SelectorTrigger }: { locale: Locale; fitment: Fitment | null; vehicleName: string | null; shelfPath: string; productId: number; deferred?: boolean; SelectorTrigger: CatalogParts['SelectorTrigger'] }) {
  const t = await getTranslations({ locale, namespace: 'catalog.product.fitment' });
  const actions = await bannerActions(locale, shelfPath, SelectorTrigger);
  const state = fitment ?? 'NO_VEHICLE';
  const banner = (
    <FitmentBannerFrame state={state} text={t(state, { vehicle: vehicleName ?? '' })}>
      {state === 'FITS' || state === 'UNIVERSAL' ? null : actions[state]}
    </FitmentBannerFrame>
  );
  return deferred ? <FitmentBannerIsland productId={productId} fallback={banner} actions={{ NEEDS_MORE_INFO: actions.NEEDS_MORE_INFO, DOES_NOT_FIT: actions.DOES_NOT_FIT }} /> : banner;
}
