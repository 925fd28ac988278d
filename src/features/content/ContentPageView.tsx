import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import type { ContentPage } from '@/server/content/page-document';
import { ContentMarkdown } from './ContentMarkdown';
import { PageEmbed, type PageEmbeds } from './PageEmbed';

/** Pages with this many anchored sections or more get an "On this page" list (the terms, the FAQs). */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 4;

/** A content page (/lp/<slug>): its h1, the "last updated" date of legal pages, intro and sections. */
export async function ContentPageView({ locale, slug, page, embeds }: { locale: Locale; slug: string; page: ContentPage; embeds: PageEmbeds }) {
  const t = await getTranslations({ locale, namespace: 'content.page' });
  const newTabLabel = t('opensInNewTab');
  const anchored = page.sections.filter((s): s is typeof s & { anchor: string } => Boolean(s.anchor));
  return (
    <article className="mx-auto max-w-[900px] px-4 py-8">
      <header>
        <h1 className="text-2xl font-extrabold md:text-3xl">{page.title}</h1>
        {page.updatedAt && (
          <p className="mt-1 text-sm text-muted">
            {t('lastUpdated', { date: formatDay(page.updatedAt, locale, 'long') })}
          </p>
        )}
        {page.intro && (
          <div className="mt-4 text-lg">
            <ContentMarkdown source={page.intro} locale={locale} newTabLabel={newTabLabel} />
          </div>
        )}
      </header>

      {anchored.length >= TABLE_OF_CONTENTS_MIN_SECTIONS && (
        <nav aria-labelledby="content-toc-title" className="mt-6 rounded-lg border border-line p-4">
          <h2 id="content-toc-title" className="font-bold">
            {t('onThisPage')}
          </h2>
          <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {anchored.map((s) => (
              <li key={s.anchor}>
                <a href={`#${s.anchor}`} className="flex min-h-11 items-center underline underline-offset-2 hover:no-underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {page.sections.map((section, i) => (
        <section key={section.anchor ?? i} id={section.anchor} className="mt-8 scroll-mt-24 border-t border-line pt-6 first-of-type:border-t-0">
          <h2 className="text-xl font-bold md:text-2xl">{section.heading}</h2>
          <div className="mt-3">
            <ContentMarkdown source={section.body} locale={locale} newTabLabel={newTabLabel} />
          </div>
          {section.embed && (
            <div className="mt-6">
              <PageEmbed embed={section.embed} locale={locale} path={`/lp/${slug}`} embeds={embeds} />
            </div>
          )}
        </section>
      ))}
    </article>
  );
}
