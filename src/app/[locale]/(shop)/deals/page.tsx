import { permanentRedirect } from 'next/navigation';
import { getMarket, localizedPath } from '@/lib/markets';

/** /deals: the top deals are the deals landing page, /lp/deals (spec §2.1); links and bookmarks to /deals land there. */
export default async function DealsIndexRoute({ params }: { params: Promise<{ locale: string }> }) {
  permanentRedirect(localizedPath('/lp/deals', getMarket((await params).locale).locale));
}
