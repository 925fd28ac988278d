import { browserApiClient } from '@/lib/api-client';
import type { Locale } from '@/lib/markets';
import type { AlertView } from './rewards-alerts';

/** The loyalty alerts' calls (spec §7): act on an alert; the OP prompt's opt-in saves the promo preferences. */
export function alertsApi(locale: Locale) {
  const api = browserApiClient(locale);
  return {
    acknowledge: (alertType: string) => api.post<AlertView>('/ecomm/b2c/v1/currentUser/loyaltyAlerts', { alertType, action: 'acknowledge' }),
    dismiss: (alertType: string) => api.post<AlertView>('/ecomm/b2c/v1/currentUser/loyaltyAlerts', { alertType, action: 'dismiss' }),
    optInToOffers: (receivePromoPrint: boolean) =>
      api.put<{ receivePromoAndSpecialEvents: boolean; receivePromoPrint: boolean }>('/ecomm/b2c/v1/currentUser/promoPreferences', { receivePromoAndSpecialEvents: true, receivePromoPrint }),
  };
}
