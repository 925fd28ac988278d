import { opsMetadata } from '@/features/ops/i18n';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { contentPaths } from '@/features/ops/content/paths';
import { BannerScreen } from '@/features/ops/content/screens';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { findBannerAs } from '@/server/content/queries';

export const generateMetadata = opsMetadata('titles.editBanner');

type Props = { params: Promise<{ id: string }> };

/** /ops/content/banners/{id}: edit one header banner. */
export default async function BannerRoute({ params }: Props) {
  const { id } = await params;
  const valid = z.uuid().safeParse(id).success;
  const actor = await staffPage(valid ? contentPaths.banner(id) : contentPaths.index());
  const banner = valid ? await findBannerAs(id, actor) : null;
  if (!banner) notFound();
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <BannerScreen banner={banner} />
      </main>
    </>
  );
}
