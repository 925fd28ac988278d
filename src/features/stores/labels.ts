import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';

/** The store modal's words, resolved on the server ({placeholders} are filled in the browser). */
export async function storeModalLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'stores.modal' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  return {
    searchTitle: t('searchTitle'),
    myStoreTitle: t('myStoreTitle'),
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    search: t('search'),
    useLocation: t('useLocation'),
    locating: t('locating'),
    locationUnavailable: t('locationUnavailable'),
    searching: t('searching'),
    required: t('required'),
    notFound: t('notFound'),
    unavailable: t('unavailable'),
    noResults: raw('noResults'),
    resultsHeading: t('resultsHeading'),
    miles: raw('miles'),
    kilometres: raw('kilometres'),
    openNow: t('openNow'),
    closedNow: t('closedNow'),
    todayHours: raw('todayHours'),
    closedToday: t('closedToday'),
    storeNumber: raw('storeNumber'),
    pickup: t('pickup'),
    noPickup: t('noPickup'),
    setStore: t('setStore'),
    settingStore: t('settingStore'),
    myStore: t('myStore'),
    setFailed: t('setFailed'),
    nearestChosen: t('nearestChosen'),
    changeStore: t('changeStore'),
    storeDetails: t('storeDetails'),
    call: raw('call'),
    services: { loanATool: t('services.loanATool'), batteryTesting: t('services.batteryTesting'), checkEngineLight: t('services.checkEngineLight'), recycling: t('services.recycling') },
    close: common('close'),
  };
}

export type StoreModalLabels = Awaited<ReturnType<typeof storeModalLabels>>;
