import { accountOpensModal } from '@/features/account/session/AccountModalSlot';
import { OpenAccountModalTrigger } from '@/features/account/session/OpenAccountModalTrigger';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { SearchForm } from '@/features/search/SearchForm';
import type { FooterParts, HeaderParts } from '@/features/shell/parts';
import { OpenStoreModalTrigger } from '@/features/stores/OpenStoreModalTrigger';
import { OpenSelectorTrigger } from '@/features/vehicles/OpenSelectorTrigger';
import type { Locale } from '@/lib/markets';

/**
 * The shell's pieces from other features, put together here (a feature imports only itself,
 * decision 037): the header's search box and its vehicle, store and account triggers, the
 * footer's cookie settings button.
 */
export function headerParts(locale: Locale): HeaderParts {
  return {
    Search: SearchForm,
    VehicleTrigger: OpenSelectorTrigger,
    StoreTrigger: OpenStoreModalTrigger,
    AccountTrigger: accountOpensModal(locale) ? OpenAccountModalTrigger : null,
  };
}

export const footerParts: FooterParts = { CookieSettings: CookieSettingsButton };
