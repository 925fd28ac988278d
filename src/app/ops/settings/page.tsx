import { redirect } from 'next/navigation';
import { staffPage } from '@/features/ops/session';

/** /ops/settings: the settings' one screen so far, the card installments (a role without settings gets the 403 page first). */
export default async function SettingsRoute() {
  await staffPage('/ops/settings');
  redirect('/ops/settings/installments');
}
