import { Link } from '@/components/Link';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { groupBy } from '@/lib/group-by';
import type { Locale } from '@/lib/markets';
import { guidesForVehicle } from '@/server/maintenance/queries';
import { DifficultyBadge, guidesTranslator, maintenancePaths } from './shared';

export interface RepairGuidesPageProps {
  locale: Locale;
  /** The preferred vehicle (a ResolvedVehicle fits); without one every guide is listed. */
  vehicle?: { name: string; year: number; engine?: string | null } | null;
  /** Whose guide pages to link to: the account's (/user/repairGuideContent, the default) or the public ones. */
  audience?: 'member' | 'public';
}

/** /user/repairGuides: the written guides for the preferred vehicle, grouped by system. */
export async function RepairGuidesPage({ locale, vehicle, audience = 'member' }: RepairGuidesPageProps) {
  const t = await guidesTranslator(locale);
  const guides = await guidesForVehicle(vehicle ?? null, locale);
  const bySystem = groupBy(guides, (g) => g.system);
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'repairGuides')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: maintenancePaths.myAccount(locale) }, { name: t('title') }]}
      title={t('title')}
    >
      <p className="mt-1 text-muted">{vehicle ? t('forVehicle', { vehicle: vehicle.name }) : t('intro')}</p>
      {guides.length === 0 ? (
        <p data-testid="guides-empty" className="mt-6 rounded-lg border border-line bg-panel p-6 text-center font-semibold">
          {t('empty')}
        </p>
      ) : (
        [...bySystem].map(([system, list]) => (
          <section key={system} aria-labelledby={`guides-${system}`} className="mt-8">
            <h2 id={`guides-${system}`} className="text-lg font-bold">
              {t(`systems.${system}`)}
            </h2>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {list.map((g) => (
                <li key={g.slug} data-testid="repair-guide" data-slug={g.slug}>
                  <Link href={maintenancePaths.guide(locale, g.slug, audience)} className="block h-full rounded-lg border border-line p-4 hover:border-ink focus-visible:border-ink">
                    <span className="block font-bold">{g.title}</span>
                    <span className="mt-1 block text-sm text-muted">{g.summary}</span>
                    <span className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                      <DifficultyBadge difficulty={g.difficulty} label={t(`difficulty.${g.difficulty}`)} />
                      <span className="text-muted">{t('minutes', { minutes: g.minutes })}</span>
                    </span>
                    <span className="mt-2 block text-sm font-semibold text-brand">{t('readGuide')} →</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <p className="mt-8 text-sm text-muted">{t('ownersManual')}</p>
    </AccountPageShell>
  );
}
