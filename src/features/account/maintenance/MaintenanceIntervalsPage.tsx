import { Link } from '@/components/Link';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { formatDay } from '@/lib/dates';
import { groupBy } from '@/lib/group-by';
import { localizedPath, type Locale } from '@/lib/markets';
import { DUE_STATUSES, type MileageUnit, type PastService } from '@/server/maintenance/schedule';
import type { MaintenanceDueItem } from '@/server/maintenance/service';
import { maintenanceSchedule } from '@/server/maintenance/queries';
import { DueBadge, formatDistance, maintenancePaths, maintenanceTranslator, nameInSentence, STATUS_KEYS } from './shared';

type Translator = Awaited<ReturnType<typeof maintenanceTranslator>>;

export interface MaintenanceIntervalsPageProps {
  locale: Locale;
  /** A ResolvedVehicle fits: the name is shown, the year and engine choose the rules. */
  vehicle: { name: string; year: number; engine?: string | null };
  /** The odometer reading, or null when the member has not entered it. */
  mileage: number | null;
  mileageUnit: MileageUnit;
  /** The vehicle's service history (mileage in `mileageUnit`). */
  services: PastService[];
  /** Where the mileage is entered: /user/addVehicleDetails/{vehicleId}. */
  detailsHref: string;
  /** The vehicle's service history page, to log a service. */
  serviceHistoryHref?: string;
  now?: Date;
}

function intervalText(t: Translator, item: MaintenanceDueItem, unit: MileageUnit, locale: Locale): string {
  const distance = item.intervalDistance !== null ? formatDistance(item.intervalDistance, unit, locale) : null;
  if (distance && item.intervalMonths) return t('everyDistanceOrMonths', { distance, months: item.intervalMonths });
  if (distance) return t('everyDistance', { distance });
  return t('everyMonths', { months: item.intervalMonths ?? 0 });
}

function nextDueText(t: Translator, item: MaintenanceDueItem, unit: MileageUnit, locale: Locale): string | null {
  const distance = item.nextDueMileage !== null ? formatDistance(item.nextDueMileage, unit, locale) : null;
  const date = item.nextDueDate ? formatDay(item.nextDueDate, locale) : null;
  if (distance && date) return t('nextDueBoth', { distance, date });
  if (distance) return t('nextDueDistance', { distance });
  if (date) return t('nextDueDate', { date });
  return null;
}

function leftText(t: Translator, item: MaintenanceDueItem, unit: MileageUnit, locale: Locale): string | null {
  if (item.distanceLeft === null || item.intervalDistance === null) return null;
  return item.distanceLeft < 0 ? t('distanceOver', { distance: formatDistance(-item.distanceLeft, unit, locale) }) : t('distanceLeft', { distance: formatDistance(item.distanceLeft, unit, locale) });
}

function lastText(t: Translator, item: MaintenanceDueItem, unit: MileageUnit, locale: Locale): string {
  const last = item.lastService;
  if (!last) return t('noRecord');
  const date = formatDay(last.date, locale);
  return last.mileage !== null ? t('lastServiceAt', { date, distance: formatDistance(last.mileage, unit, locale) }) : t('lastService', { date });
}

function Item({ t, item, unit, locale }: { t: Translator; item: MaintenanceDueItem; unit: MileageUnit; locale: Locale }) {
  const next = nextDueText(t, item, unit, locale);
  const left = leftText(t, item, unit, locale);
  const part = item.partTypeName;
  return (
    <li data-testid="maintenance-item" data-code={item.code} data-status={item.status} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="font-bold">{item.name}</h3>
        <span className="flex flex-wrap gap-1.5">
          {item.severity === 'important' ? <span className="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-inset ring-line">{t('important')}</span> : null}
          <DueBadge status={item.status} label={t(`status.${STATUS_KEYS[item.status]}`)} />
        </span>
      </div>
      <p className="mt-1 text-sm">{intervalText(t, item, unit, locale)}</p>
      {next ? (
        <p className="text-sm">
          <span className="font-semibold">{next}</span>
          {left ? <span className={item.status === 'overdue' ? 'text-brand-dark' : 'text-muted'}> · {left}</span> : null}
        </p>
      ) : null}
      <p className="text-sm text-muted">{lastText(t, item, unit, locale)}</p>
      {item.note ? <p className="mt-2 rounded-md bg-panel px-3 py-2 text-sm">{item.note}</p> : null}
      {item.shopPath || item.guideSlug ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {item.shopPath ? (
            <Link
              href={localizedPath(item.shopPath, locale)}
              data-testid="maintenance-shop"
              className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {part ? t('shopPart', { part: nameInSentence(part, locale) }) : t('shopParts')}
            </Link>
          ) : null}
          {item.guideSlug ? (
            <Link href={maintenancePaths.guide(locale, item.guideSlug)} className="inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:border-ink">
              {t('howTo')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * /user/maintenanceIntervals/{vehicleId}: what the vehicle needs at its mileage, from the
 * seeded schedule and its service history. Overdue first, then due soon, up to date, and the
 * services that need the mileage to be judged.
 */
export async function MaintenanceIntervalsPage({ locale, vehicle, mileage, mileageUnit, services, detailsHref, serviceHistoryHref, now }: MaintenanceIntervalsPageProps) {
  const t = await maintenanceTranslator(locale);
  const schedule = await maintenanceSchedule({ vehicle, mileage, mileageUnit, lastServices: services, locale, now: now ?? new Date() });
  const groups = groupBy(schedule.items, (i) => i.status);
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'maintenanceIntervals')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: maintenancePaths.myAccount(locale) }, { name: t('title') }]}
      title={t('title')}
    >
      <p className="mt-1 text-muted">{vehicle.name}</p>

      {mileage === null ? (
        <div data-testid="maintenance-no-mileage" className="mt-6 rounded-lg border border-line bg-panel p-6 text-center">
          <p className="font-semibold">{t('noMileageTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t('noMileageBody')}</p>
          <Link href={detailsHref} className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('noMileageCta')}
          </Link>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-panel px-4 py-3">
          <p>
            <span className="font-semibold" data-testid="maintenance-mileage">
              {t('atMileage', { distance: formatDistance(mileage, mileageUnit, locale) })}
            </span>
            <span className="block text-sm text-muted">{t('summary', { overdue: schedule.counts.overdue, dueSoon: schedule.counts['due-soon'] })}</span>
          </p>
          <span className="flex flex-wrap gap-2">
            <Link href={detailsHref} className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold hover:border-ink">
              {t('updateMileage')}
            </Link>
            {serviceHistoryHref ? (
              <Link href={serviceHistoryHref} className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold hover:border-ink">
                {t('logService')}
              </Link>
            ) : null}
          </span>
        </div>
      )}

      {schedule.items.length === 0 ? (
        <p className="mt-6 text-muted">{t('noRules')}</p>
      ) : (
        DUE_STATUSES.filter((status) => groups.has(status)).map((status) => (
          <section key={status} aria-labelledby={`maintenance-${status}`} className="mt-8">
            <h2 id={`maintenance-${status}`} className="text-lg font-bold">
              {t(`groups.${STATUS_KEYS[status]}`)} <span className="text-muted">({groups.get(status)!.length})</span>
            </h2>
            <ul className="mt-3 grid gap-3">
              {groups.get(status)!.map((item) => (
                <Item key={item.code} t={t} item={item} unit={mileageUnit} locale={locale} />
              ))}
            </ul>
          </section>
        ))
      )}

      <p className="mt-8 text-sm text-muted">{t('disclaimer')}</p>
      <p className="mt-2 text-sm">
        <Link href={maintenancePaths.guides(locale)} className="font-semibold text-brand underline underline-offset-2">
          {t('allGuides')}
        </Link>
      </p>
    </AccountPageShell>
  );
}
