import Link from 'next/link';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import type { PageSummary } from '@/server/content/pages';
import type { Banner } from '@/server/content/service';
import { utc } from '../format';
import { setBannerActiveAction } from './actions';
import { BANNER_KIND_LABELS, BANNER_KIND_LIST, bannerState, bannerText, type BannerState } from './banner-fields';
import { contentPaths } from './paths';
import { Badge, secondaryButtonClass, sectionClass } from './ui';

const STATE_TONE: Record<BannerState, 'ok' | 'off' | 'wait'> = { live: 'ok', inactive: 'off', scheduled: 'wait', ended: 'off' };

/** /ops/content: one market's content pages and header banners, each opening its editor. */
export function ContentIndex({ locale, pages, banners, now }: { locale: Locale; pages: PageSummary[]; banners: Banner[]; now: Date }) {
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6">
      <h1 className="text-2xl font-extrabold">Content</h1>
      <p className="mt-1 text-sm text-muted">
        Content pages (/lp/…) and header banners of each market. A change shows at once on the server that saved it; other servers show it within {RESPONSE_CACHE_SECONDS} s. Times are UTC.
      </p>
      <nav aria-label="Locale" className="mt-4 flex flex-wrap gap-2">
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
            Pages ({locale})
          </h2>
          <Link href={contentPaths.newPage(locale)} className={`flex items-center ${secondaryButtonClass}`}>
            New page
          </Link>
        </div>
        {pages.length === 0 ? (
          <p className="mt-3 text-muted">No pages in {locale}.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="content-pages">
            {pages.map((p) => (
              <li key={p.slug} className="grid gap-1 py-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_7rem_11rem_7rem] md:items-center md:gap-4">
                <Link href={contentPaths.page(locale, p.slug)} className="flex min-h-11 items-center font-mono text-sm font-semibold break-all text-brand-dark underline md:min-h-0">
                  {p.slug}
                </Link>
                <span className="min-w-0 break-words">{p.title}</span>
                <span>{p.published ? <Badge tone="ok">published</Badge> : <Badge tone="wait">draft</Badge>}</span>
                <span className="text-sm text-muted tabular-nums">{utc(p.updatedAt)}</span>
                <a href={localizedPath(`/lp/${p.slug}`, locale)} target="_blank" rel="noopener noreferrer" className="flex min-h-11 items-center text-sm underline md:min-h-0">
                  Live page ↗
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="banners-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="banners-title" className="text-lg font-bold">
            Header banners ({locale})
          </h2>
          <div className="flex flex-wrap gap-2">
            {BANNER_KIND_LIST.map((kind) => (
              <Link key={kind} href={contentPaths.newBanner(locale, kind)} className={`flex items-center text-sm ${secondaryButtonClass}`}>
                New {BANNER_KIND_LABELS[kind].toLowerCase()}
              </Link>
            ))}
          </div>
        </div>
        {banners.length === 0 ? (
          <p className="mt-3 text-muted">No banners in {locale}.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="content-banners">
            {banners.map((b) => {
              const state = bannerState(b, now);
              return (
                <li key={b.id} className="grid gap-2 py-3 lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,14rem)_auto] lg:items-center lg:gap-4">
                  <span className="text-sm font-semibold">
                    {BANNER_KIND_LABELS[b.kind]}
                    <span className="block text-xs font-normal text-muted">priority {b.priority}</span>
                  </span>
                  <span className="min-w-0">
                    <span className="block break-words">{bannerText(b.kind, b.body)}</span>
                    <span className="block text-xs text-muted">{b.segments.length ? `segments: ${b.segments.join(', ')}` : 'everyone'}</span>
                  </span>
                  <span className="text-xs text-muted tabular-nums">
                    <Badge tone={STATE_TONE[state]}>{state}</Badge>
                    <span className="block">starts {b.startsAt ? utc(b.startsAt) : '—'}</span>
                    <span className="block">ends {b.endsAt ? utc(b.endsAt) : '—'}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <Link href={contentPaths.banner(b.id)} className={`flex items-center ${secondaryButtonClass}`}>
                      Edit
                    </Link>
                    <form action={setBannerActiveAction}>
                      <input type="hidden" name="id" value={b.id} />
                      <input type="hidden" name="active" value={b.active ? 'false' : 'true'} />
                      <button type="submit" className={secondaryButtonClass}>
                        {b.active ? 'Deactivate' : 'Activate'}
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
