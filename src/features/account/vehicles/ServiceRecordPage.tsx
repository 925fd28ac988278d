import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { getMarket, type Locale } from '@/lib/markets';
import { earliestServiceDate, SERVICE_NOTES_MAX_LENGTH, todayIso } from '@/lib/validation/garage';
import type { Member } from '@/server/customers/member';
import { vehicleDetails, serviceRecord } from '@/server/vehicles/queries';
import { ServiceRecordForm } from './ServiceRecordForm';
import { vehiclePaths, vehiclesTranslator, vehicleTitle } from './shared';

/** An amount as the member typed it, in the locale's notation ("49.99", "49,99"). */
function amountInput(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount / 100);
}

/**
 * /user/addServiceHistory/{vehicleId}[/{serviceItemId}]: log a service, or correct one. 404 when the
 * vehicle or the record is not the member's.
 */
export async function ServiceRecordPage({ locale, member, vehicleId, serviceItemId }: { locale: Locale; member: Pick<Member, 'id'>; vehicleId: string; serviceItemId?: string }) {
  const v = await vehicleDetails(member.id, vehicleId, locale);
  if (!v) notFound();
  const record = serviceItemId ? await serviceRecord(member.id, vehicleId, serviceItemId) : null;
  if (serviceItemId && !record) notFound();
  const t = await getTranslations({ locale, namespace: 'account.serviceHistory' });
  const tv = await vehiclesTranslator(locale);
  const today = todayIso();
  const unit = tv(`units.${v.mileageUnit}`);
  const currency = record?.cost?.currency ?? getMarket(locale).currency;
  const title = record ? t('editTitle') : t('addTitle');
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', record ? 'editServiceHistory' : 'addServiceHistory')}
      breadcrumbLabel={tv('breadcrumb')}
      breadcrumbs={[
        { name: tv('title'), href: vehiclePaths.myVehicles(locale) },
        { name: vehicleTitle(v), href: vehiclePaths.details(locale, v.id) },
        { name: t('title'), href: vehiclePaths.serviceHistory(locale, v.id) },
        { name: title },
      ]}
      title={title}
    >
      <p className="mt-1 text-muted break-words">{v.vehicle.name}</p>
      <ServiceRecordForm
        locale={locale}
        vehicleId={v.id}
        serviceItemId={record?.id}
        minDate={earliestServiceDate(v.vehicle.year)}
        maxDate={today}
        cancelHref={vehiclePaths.serviceHistory(locale, v.id)}
        initial={{
          serviceDate: record?.serviceDate ?? today,
          mileage: record?.mileage != null ? String(record.mileage) : '',
          cost: record?.cost ? amountInput(record.cost.amount, locale) : '',
          description: record?.description ?? '',
          notes: record?.notes ?? '',
        }}
        labels={{
          serviceDate: t('serviceDate'),
          mileage: t('mileage', { unit }),
          mileageHint: v.mileage !== null ? t('mileageHintCurrent', { mileage: v.mileage, unit }) : t('mileageHint'),
          cost: t('cost', { currency }),
          costHint: t('costHint'),
          description: t('description'),
          descriptionHint: t('descriptionHint'),
          notes: t('notes'),
          notesHint: t('notesHint', { max: SERVICE_NOTES_MAX_LENGTH }),
          save: record ? t('saveChanges') : t('save'),
          saving: t('saving'),
          cancel: t('cancel'),
        }}
      />
    </AccountPageShell>
  );
}
