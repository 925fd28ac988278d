import { Link } from '@/components/Link';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import type { PageSummary } from '@/server/content/pages';
import type { Banner } from '@/server/content/service';
import { opsTime } from '../format';
import { opsTranslations } from '../i18n';
import { setBannerActiveAction } from './actions';
import { BANNER_KIND_LIST, bannerState, bannerText, type BannerState } from './banner-fields';
import { contentPaths } from './paths';
import { Badge, secondaryButtonClass, sectionClass } from './ui';

const STATE_TONE: Record<BannerState, 'ok' | 'off' | 'wait'> = { live: 'ok', inactive: 'off', scheduled: 'wait', ended: 'off' };

/** /ops/content: one market's (`locale`) content pages and header banners, each opening its editor; in the staff member's language (`staffLocale`). */
export async function ContentIndex({ locale, staffLocale, pages, banners, now }: { locale: Locale; staffLocale: Locale; pages: PageSummary[]; banners: Banner[]; now: Date }) {
  const t = await opsTranslations(staffLocale);
  const time = (date: Date | null) => (date ? opsTime(date, staffLocale) : t('content.never'));
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6">
      <h1 className="text-2xl font-extrabold">{t('content.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('content.intro', { seconds: RESPONSE_CACHE_SECONDS })}</p>
      <nav aria-label={t('content.market')} className="mt-4 flex flex-wrap gap-2">
        {LOCALES.map((l) => (
          <Link
            key={l}
            href={contentPaths.index(l)}
            aria-current={l === locale ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-md border px-4 font-semibold ${l === locale ? 'border-ink bg-ink text-white' : 'border-line hover:bg-panel'}`}
          >
            {l}
          </Link>
        ))}
      </nav>

      <section className={sectionClass} aria-labelledby="pages-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="pages-title" className="text-lg font-bold">
            {t('content.pages', { locale })}
          </h2>
          <Link href={contentPaths.newPage(locale)} className={`flex items-center ${secondaryButtonClass}`}>
            {t('content.newPage')}
          </Link>
        </div>
        {pages.length === 0 ? (
          <p className="mt-3 text-muted">{t('content.noPages', { locale })}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="content-pages">
            {pages.map((p) => (
              <li key={p.slug} className="grid gap-1 py-3 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_7rem_14rem_8rem] lg:items-center lg:gap-4">
                <Link href={contentPaths.page(locale, p.slug)} className="flex min-h-11 items-center font-mono text-sm font-semibold break-all text-brand-dark underline lg:min-h-0">
                  {p.slug}
                </Link>
                <span className="min-w-0 break-words">{p.title}</span>
                <span>{p.published ? <Badge tone="ok">{t('content.published')}</Badge> : <Badge tone="wait">{t('content.draft')}</Badge>}</span>
                <span className="text-sm text-muted tabular-nums">{time(p.updatedAt)}</span>
                <a href={localizedPath(`/lp/${p.slug}`, locale)} target="_blank" rel="noopener noreferrer" className="flex min-h-11 items-center text-sm underline lg:min-h-0">
                  {t('content.livePage')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="banners-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="banners-title" className="text-lg font-bold">
            {t('content.banners', { locale })}
          </h2>
          <div className="flex flex-wrap gap-2">
            {BANNER_KIND_LIST.map((kind) => (
              <Link key={kind} href={contentPaths.newBanner(locale, kind)} className={`flex items-center text-sm ${secondaryButtonClass}`}>
                {t(`content.newKinds.${kind}`)}
              </Link>
            ))}
          </div>
        </div>
        {banners.length === 0 ? (
          <p className="mt-3 text-muted">{t('content.noBanners', { locale })}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="content-banners">
            {banners.map((b) => {
              const state = bannerState(b, now);
              return (
                <li key={b.id} className="grid gap-2 py-3 lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,14rem)_auto] lg:items-center lg:gap-4">
                  <span className="text-sm font-semibold">
                    {t(`content.kinds.${b.kind}`)}
                    <span className="block text-xs font-normal text-muted">{t('content.priority', { priority: b.priority })}</span>
                  </span>
                  <span className="min-w-0">
                    <span className="block break-words">{bannerText(b.kind, b.body)}</span>
                    <span className="block text-xs text-muted">{b.segments.length ? t('content.segments', { list: b.segments.join(', ') }) : t('content.everyone')}</span>
                  </span>
                  <span className="text-xs text-muted tabular-nums">
                    <Badge tone={STATE_TONE[state]}>{t(`content.states.${state}`)}</Badge>
                    <span className="block">{t('content.starts', { at: time(b.startsAt) })}</span>
                    <span className="block">{t('content.ends', { at: time(b.endsAt) })}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <Link href={contentPaths.banner(b.id)} className={`flex items-center ${secondaryButtonClass}`}>
                      {t('content.edit')}
                    </Link>
                    <form action={setBannerActiveAction}>
                      <input type="hidden" name="id" value={b.id} />
                      <input type="hidden" name="active" value={b.active ? 'false' : 'true'} />
                      <button type="submit" className={secondaryButtonClass}>
                        {b.active ? t('content.deactivate') : t('content.activate')}
                      </button>
                    </form>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
