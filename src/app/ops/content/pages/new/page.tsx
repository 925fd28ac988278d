import { opsMetadata } from '@/features/ops/i18n';
import { z } from 'zod';
import { contentPaths } from '@/features/ops/content/paths';
import { NewPageScreen } from '@/features/ops/content/screens';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { LOCALES } from '@/lib/markets';

export const generateMetadata = opsMetadata('content.newPage');

const Query = z.object({ locale: z.enum(LOCALES).catch('en-US') });

/** Where a new page starts: every required field, to fill in. */
const TEMPLATE = {
  title: '',
  metaDescription: '',
  siteSection: 'others',
  sections: [{ heading: '', body: '' }],
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops/content/pages/new?locale=: create a content page. */
export default async function NewPageRoute({ searchParams }: Props) {
  const { locale } = Query.parse(await searchParams);
  await staffPage(contentPaths.newPage(locale));
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <NewPageScreen locale={locale} template={TEMPLATE} />
      </main>
    </>
  );
}
