import { permanentRedirect } from 'next/navigation';
import { getMarket, localizedPath } from '@/lib/markets';

/** /diy (never an SEO page type, spec §2.2): the how-to guides are /user/repairGuides, open to guests. */
export default async function DiyRoute({ params }: { params: Promise<{ locale: string }> }) {
  permanentRedirect(localizedPath('/user/repairGuides', getMarket((await params).locale).locale));
}
