import type { Metadata } from 'next';
import { z } from 'zod';
import { ContentIndex } from '@/features/ops/content/ContentIndex';
import { contentPaths } from '@/features/ops/content/paths';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { currentStaff } from '@/features/ops/session';
import { LOCALES } from '@/lib/markets';
import { listPagesAs, listBannersAs } from '@/server/content/queries';

export const metadata: Metadata = { title: 'Content' };

const Query = z.object({ locale: z.enum(LOCALES).catch('en-US') });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops/content?locale=: a market's content pages and header banners. */
export default async function ContentRoute({ searchParams }: Props) {
  const { locale } = Query.parse(await searchParams);
  const actor = await currentStaff(contentPaths.index(locale));
  const [pages, banners] = await Promise.all([listPagesAs(locale, actor), listBannersAs({ locale }, actor)]);
  return (
    <>
      <OpsHeader />
      <main>
        <ContentIndex locale={locale} pages={pages} banners={banners} now={new Date()} />
      </main>
    </>
  );
}
