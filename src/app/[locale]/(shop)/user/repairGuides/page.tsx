import { cookies } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { ShopperRepairGuidesPage } from '@/features/account/maintenance/MemberMaintenance';
import { getMarket } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';
import { readGarage } from '@/server/vehicles/queries';

/** /user/repairGuides (spec §2.3, open to guests): guides for the shopper's vehicle. */
export default async function RepairGuidesRoute({ params }: { params: Promise<{ locale: string }> }) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const member = await currentMember();
  const jar = await cookies();
  const guest = member ? null : (await readGarage({ get: (name) => jar.get(name)?.value }, locale)).preferred;
  return <ShopperRepairGuidesPage locale={locale} member={member} guestVehicle={guest} />;
}
