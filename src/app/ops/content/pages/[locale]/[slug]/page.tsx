import { opsMetadata } from '@/features/ops/i18n';
import { notFound } from 'next/navigation';
import { contentPaths } from '@/features/ops/content/paths';
import { PageEditorScreen } from '@/features/ops/content/screens';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { isLocale } from '@/lib/markets';
import { isSlug } from '@/server/content/pages';
import { findPageAs } from '@/server/content/queries';

export const generateMetadata = opsMetadata('titles.editPage');

type Props = { params: Promise<{ locale: string; slug: string }> };

/** /ops/content/pages/{locale}/{slug}: edit one market's page. */
export default async function PageEditorRoute({ params }: Props) {
  const { locale, slug } = await params;
  const actor = await staffPage(isLocale(locale) && isSlug(slug) ? contentPaths.page(locale, slug) : contentPaths.index());
  const page = isLocale(locale) && isSlug(slug) ? await findPageAs(locale, slug, actor) : null;
  if (!page) notFound();
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <PageEditorScreen page={page} />
      </main>
    </>
  );
}
