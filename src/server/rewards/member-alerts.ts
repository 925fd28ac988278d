import { cache } from 'react';
import { memberAlerts, type MemberAlerts } from '@/lib/rewards-alerts';
import { OFFERS_ALERT_TYPE, pilotAlertType, TERMS_ALERT_TYPE } from './alerts';
import { alertsFor } from './queries';

/** The member's alerts by role, read once per request whoever asks (the alerts host, the pilot banner, the e-mail tab). */
export const loadMemberAlerts = cache(
  async (userId: string): Promise<MemberAlerts> => memberAlerts(await alertsFor(userId), { terms: TERMS_ALERT_TYPE, offers: OFFERS_ALERT_TYPE, pilot: pilotAlertType() }),
);
