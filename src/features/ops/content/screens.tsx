import Link from 'next/link';
import { localizedPath, type Locale } from '@/lib/markets';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import type { BannerKind } from '@/server/content/documents';
import type { StoredPage } from '@/server/content/pages';
import type { Banner } from '@/server/content/service';
import { utc } from '../format';
import { deleteBannerAction, deletePageAction } from './actions';
import { BannerEditor } from './BannerEditor';
import { BANNER_KIND_LABELS } from './banner-fields';
import { bannerFormValues } from './banner-form';
import { DeleteForm } from './DeleteForm';
import { prettyJson } from './issues';
import { NewPageForm } from './NewPageForm';
import { PageEditor } from './PageEditor';
import { contentPaths } from './paths';

const frame = 'mx-auto max-w-[1280px] px-4 py-6';

function Back({ locale }: { locale?: Locale }) {
  return (
    <Link href={contentPaths.index(locale)} className="inline-flex min-h-11 items-center font-semibold underline">
      ← Back to content{locale ? ` (${locale})` : ''}
    </Link>
  );
}

function CacheNote() {
  return (
    <p className="mt-2 rounded-md bg-panel px-3 py-2 text-sm">
      Saving changes the site at once on this server; other servers show the change within {RESPONSE_CACHE_SECONDS} s ({RESPONSE_CACHE_SECONDS / 60} minutes).
    </p>
  );
}

/** /ops/content/pages/{locale}/{slug}. */
export function PageEditorScreen({ page }: { page: StoredPage }) {
  return (
    <div className={frame}>
      <Back locale={page.locale} />
      <h1 className="mt-2 text-2xl font-extrabold break-words">
        <span className="font-mono">/lp/{page.slug}</span> <span className="text-muted">({page.locale})</span>
      </h1>
      <p className="mt-1 text-sm text-muted">
        Last saved {utc(page.updatedAt)} ·{' '}
        <a href={localizedPath(`/lp/${page.slug}`, page.locale)} target="_blank" rel="noopener noreferrer" className="underline">
          live page ↗
        </a>
      </p>
      <CacheNote />
      <PageEditor locale={page.locale} slug={page.slug} text={prettyJson(page.body)} published={page.published} />
      <DeleteForm
        action={deletePageAction}
        fields={{ locale: page.locale, slug: page.slug }}
        what="this page"
        consequence={`/lp/${page.slug} will answer not found in ${page.locale} (other markets keep their own page).`}
      />
    </div>
  );
}

/** /ops/content/pages/new?locale=. */
export function NewPageScreen({ locale, template }: { locale: Locale; template: unknown }) {
  return (
    <div className={frame}>
      <Back locale={locale} />
      <h1 className="mt-2 text-2xl font-extrabold">New page</h1>
      <CacheNote />
      <NewPageForm locale={locale} template={prettyJson(template)} />
    </div>
  );
}

/** /ops/content/banners/{id}. */
export function BannerScreen({ banner }: { banner: Banner }) {
  const locale = banner.locale as Locale;
  return (
    <div className={frame}>
      <Back locale={locale} />
      <h1 className="mt-2 text-2xl font-extrabold">
        {BANNER_KIND_LABELS[banner.kind]} <span className="text-muted">({banner.locale})</span>
      </h1>
      <p className="mt-1 text-sm text-muted">Last saved {utc(banner.updatedAt)}</p>
      <CacheNote />
      <BannerEditor target={{ mode: 'edit', id: banner.id }} kind={banner.kind} initial={bannerFormValues(banner.kind, banner)} />
      <DeleteForm action={deleteBannerAction} fields={{ id: banner.id }} what="this banner" consequence="The header stops showing it; to take it down for a while, untick Active instead." />
    </div>
  );
}

/** /ops/content/banners/new?locale=&kind=. */
export function NewBannerScreen({ locale, kind }: { locale: Locale; kind: BannerKind }) {
  return (
    <div className={frame}>
      <Back locale={locale} />
      <h1 className="mt-2 text-2xl font-extrabold">
        New {BANNER_KIND_LABELS[kind].toLowerCase()} <span className="text-muted">({locale})</span>
      </h1>
      <CacheNote />
      <BannerEditor target={{ mode: 'create', locale }} kind={kind} initial={bannerFormValues(kind)} />
    </div>
  );
}
