import { Link } from '@/components/Link';
import { notFound, redirect } from 'next/navigation';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { localizedPath, type Locale } from '@/lib/markets';
import { repairGuide } from '@/server/maintenance/queries';
import { DifficultyBadge, guidesTranslator, maintenancePaths, nameInSentence } from './shared';

export interface RepairGuideContentPageProps {
  locale: Locale;
  /** The guide's slug, from ?guide=; a missing one shows the list of guides, an unknown one is a 404. */
  slug: string | null | undefined;
  /** /user/repairGuideContent (member, the default: breadcrumbs through the account) or /repairGuideContent (public). */
  audience?: 'member' | 'public';
}

/** /user/repairGuideContent and /repairGuideContent?guide=slug: one guide with what you need, safety, the steps and the parts. */
export async function RepairGuideContentPage({ locale, slug, audience = 'member' }: RepairGuideContentPageProps) {
  if (!slug) redirect(maintenancePaths.guides(locale));
  const guide = await repairGuide(slug, locale);
  if (!guide) notFound();
  const t = await guidesTranslator(locale);
  const crumbs =
    audience === 'member'
      ? [{ name: t('myAccount'), href: maintenancePaths.myAccount(locale) }, { name: t('title'), href: maintenancePaths.guides(locale) }, { name: guide.title }]
      : [{ name: t('title') }, { name: guide.title }];
  const parts = guide.parts.filter((p) => p.shopPath);
  return (
    <article className="mx-auto max-w-[760px] px-4 py-8" data-testid="repair-guide-content" data-slug={guide.slug}>
      <PageView data={pageViewData(locale, audience === 'member' ? 'myzone' : 'customer-service', 'repairGuideContent')} />
      <Breadcrumbs label={t('breadcrumb')} items={crumbs} />
      <p className="mt-3 text-sm font-semibold uppercase tracking-wide text-muted">{t(`systems.${guide.system}`)}</p>
      <h1 className="mt-1 text-2xl font-extrabold md:text-3xl">{guide.title}</h1>
      <p className="mt-2">{guide.summary}</p>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 rounded-lg border border-line bg-panel px-4 py-3 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-muted">{t('difficultyLabel')}</dt>
          <dd>
            <DifficultyBadge difficulty={guide.difficulty} label={t(`difficulty.${guide.difficulty}`)} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted">{t('timeLabel')}</dt>
          <dd className="font-semibold">{t('minutes', { minutes: guide.minutes })}</dd>
        </div>
      </dl>

      <section aria-labelledby="guide-safety" className="mt-6 rounded-lg border border-amber-300 bg-alert p-4">
        <h2 id="guide-safety" className="font-bold">
          {t('safety')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {guide.safety.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guide-tools" className="mt-6">
        <h2 id="guide-tools" className="text-lg font-bold">
          {t('tools')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {guide.tools.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guide-steps" className="mt-6">
        <h2 id="guide-steps" className="text-lg font-bold">
          {t('steps')}
        </h2>
        <ol className="mt-3 space-y-3">
          {guide.steps.map((step, i) => (
            <li key={step} data-testid="guide-step" className="flex gap-3">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="guide-finish" className="mt-6">
        <h2 id="guide-finish" className="text-lg font-bold">
          {t('finish')}
        </h2>
        <p className="mt-2">{guide.finish}</p>
      </section>

      {parts.length ? (
        <section aria-labelledby="guide-parts" className="mt-6 rounded-lg border border-line p-4">
          <h2 id="guide-parts" className="font-bold">
            {t('parts')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {parts.map((p) => (
              <li key={p.partTypeSlug}>
                <Link
                  href={localizedPath(p.shopPath!, locale)}
                  data-testid="guide-part"
                  className="inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:border-ink"
                >
                  {t('shopPart', { part: nameInSentence(p.name ?? p.partTypeSlug, locale) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="mt-8 text-sm text-muted">{t('ownersManual')}</p>
      {audience === 'member' ? (
        <p className="mt-2 text-sm">
          <Link href={maintenancePaths.guides(locale)} className="font-semibold text-brand underline underline-offset-2">
            {t('backToGuides')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
