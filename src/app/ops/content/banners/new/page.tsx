import { opsMetadata } from '@/features/ops/i18n';
import { z } from 'zod';
import { BANNER_KIND_LIST } from '@/features/ops/content/banner-fields';
import { contentPaths } from '@/features/ops/content/paths';
import { NewBannerScreen } from '@/features/ops/content/screens';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { LOCALES } from '@/lib/markets';

export const generateMetadata = opsMetadata('titles.newBanner');

const Query = z.object({
  locale: z.enum(LOCALES).catch('en-US'),
  kind: z.enum(BANNER_KIND_LIST as [(typeof BANNER_KIND_LIST)[number], ...(typeof BANNER_KIND_LIST)[number][]]).catch('sitewide_alert'),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops/content/banners/new?locale=&kind=: create a header banner. */
export default async function NewBannerRoute({ searchParams }: Props) {
  const { locale, kind } = Query.parse(await searchParams);
  await staffPage(contentPaths.newBanner(locale, kind));
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <NewBannerScreen locale={locale} kind={kind} />
      </main>
    </>
  );
}
