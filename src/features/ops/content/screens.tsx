import { Link } from '@/components/Link';
import { localizedPath, type Locale } from '@/lib/markets';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import type { BannerKind } from '@/server/content/documents';
import type { StoredPage } from '@/server/content/pages';
import type { Banner } from '@/server/content/service';
import { opsTime } from '../format';
import { opsRequestLocale, opsTranslations } from '../i18n';
import { OpsIntl } from '../OpsIntl';
import { deleteBannerAction, deletePageAction } from './actions';
import { BannerEditor } from './BannerEditor';
import { bannerFormValues } from './banner-form';
import { DeleteForm } from './DeleteForm';
import { prettyJson } from './issues';
import { NewPageForm } from './NewPageForm';
import { PageEditor } from './PageEditor';
import { contentPaths } from './paths';

/**
 * The content editors' screens, in the staff member's language (`staffLocale`); `locale` is the
 * market whose page or banner is edited. The forms read their words in the browser (OpsIntl).
 */

const frame = 'mx-auto max-w-[1280px] px-4 py-6';

type Translate = Awaited<ReturnType<typeof opsTranslations>>;

async function words(): Promise<{ t: Translate; staffLocale: Locale }> {
  const staffLocale = await opsRequestLocale();
  return { t: await opsTranslations(staffLocale), staffLocale };
}

function Back({ locale, t }: { locale?: Locale; t: Translate }) {
  return (
    <Link href={contentPaths.index(locale)} className="inline-flex min-h-11 items-center font-semibold underline">
      {locale ? t('content.backTo', { locale }) : t('content.back')}
    </Link>
  );
}

function CacheNote({ t }: { t: Translate }) {
  return <p className="mt-2 rounded-md bg-panel px-3 py-2 text-sm">{t('content.cacheNote', { seconds: RESPONSE_CACHE_SECONDS, minutes: RESPONSE_CACHE_SECONDS / 60 })}</p>;
}

/** /ops/content/pages/{locale}/{slug}. */
export async function PageEditorScreen({ page }: { page: StoredPage }) {
  const { t, staffLocale } = await words();
  return (
    <div className={frame}>
      <Back locale={page.locale} t={t} />
      <h1 className="mt-2 text-2xl font-extrabold break-words">
        <span className="font-mono">/lp/{page.slug}</span> <span className="text-muted">({page.locale})</span>
      </h1>
      <p className="mt-1 text-sm text-muted">
        {t('content.lastSaved', { at: opsTime(page.updatedAt, staffLocale) })} ·{' '}
        <a href={localizedPath(`/lp/${page.slug}`, page.locale)} target="_blank" rel="noopener noreferrer" className="underline">
          {t('content.livePageLower')}
        </a>
      </p>
      <CacheNote t={t} />
      <OpsIntl locale={staffLocale} slices={['content']}>
        <PageEditor locale={page.locale} slug={page.slug} text={prettyJson(page.body)} published={page.published} />
      </OpsIntl>
      <DeleteForm
        action={deletePageAction}
        fields={{ locale: page.locale, slug: page.slug }}
        summary={t('content.deletePage.summary')}
        consequence={t('content.deletePage.consequence', { slug: page.slug, locale: page.locale })}
        confirm={t('content.deletePage.confirm')}
      />
    </div>
  );
}

/** /ops/content/pages/new?locale=. */
export async function NewPageScreen({ locale, template }: { locale: Locale; template: unknown }) {
  const { t, staffLocale } = await words();
  return (
    <div className={frame}>
      <Back locale={locale} t={t} />
      <h1 className="mt-2 text-2xl font-extrabold">{t('content.newPage')}</h1>
      <CacheNote t={t} />
      <OpsIntl locale={staffLocale} slices={['content']}>
        <NewPageForm locale={locale} template={prettyJson(template)} />
      </OpsIntl>
    </div>
  );
}

/** /ops/content/banners/{id}. */
export async function BannerScreen({ banner }: { banner: Banner }) {
  const { t, staffLocale } = await words();
  const locale = banner.locale as Locale;
  return (
    <div className={frame}>
      <Back locale={locale} t={t} />
      <h1 className="mt-2 text-2xl font-extrabold">
        {t(`content.kinds.${banner.kind}`)} <span className="text-muted">({banner.locale})</span>
      </h1>
      <p className="mt-1 text-sm text-muted">{t('content.lastSaved', { at: opsTime(banner.updatedAt, staffLocale) })}</p>
      <CacheNote t={t} />
      <OpsIntl locale={staffLocale} slices={['content']}>
        <BannerEditor target={{ mode: 'edit', id: banner.id }} kind={banner.kind} initial={bannerFormValues(banner.kind, banner)} />
      </OpsIntl>
      <DeleteForm
        action={deleteBannerAction}
        fields={{ id: banner.id }}
        summary={t('content.deleteBanner.summary')}
        consequence={t('content.deleteBanner.consequence')}
        confirm={t('content.deleteBanner.confirm')}
      />
    </div>
  );
}

/** /ops/content/banners/new?locale=&kind=. */
export async function NewBannerScreen({ locale, kind }: { locale: Locale; kind: BannerKind }) {
  const { t, staffLocale } = await words();
  return (
    <div className={frame}>
      <Back locale={locale} t={t} />
      <h1 className="mt-2 text-2xl font-extrabold">
        {t(`content.newKinds.${kind}`)} <span className="text-muted">({locale})</span>
      </h1>
      <CacheNote t={t} />
      <OpsIntl locale={staffLocale} slices={['content']}>
        <BannerEditor target={{ mode: 'create', locale }} kind={kind} initial={bannerFormValues(kind)} />
      </OpsIntl>
    </div>
  );
}
