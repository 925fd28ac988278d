import { opsMetadata, opsRequestLocale } from '@/features/ops/i18n';
import { z } from 'zod';
import { ContentIndex } from '@/features/ops/content/ContentIndex';
import { parsePromotionAsk, PROMOTION_ASK, PROMOTION_NOTICES, PromotionsPanel } from '@/features/ops/content/PromotionsPanel';
import { contentPaths } from '@/features/ops/content/paths';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { LOCALES } from '@/lib/markets';
import { listPagesAs, listBannersAs } from '@/server/content/queries';
import { listCouponsAs, listEditionsAs, listTaxonomyPromosAs } from '@/server/promotions/queries';
import { can } from '@/server/staff/actor';

export const generateMetadata = opsMetadata('nav.content');

const Query = z.object({ locale: z.enum(LOCALES).optional().catch(undefined), promo: z.enum(PROMOTION_NOTICES).optional().catch(undefined), detail: z.string().max(300).optional().catch(undefined), ask: z.string().regex(PROMOTION_ASK).optional().catch(undefined) });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /ops/content?locale=: a market's (without one, the staff member's own market's) content pages and header banners (content.write), and its
 * promotions (promotions.write): coupons, shelf promos and circular editions, in one place.
 */
export default async function ContentRoute({ searchParams }: Props) {
  const { locale: chosen, promo, detail, ask } = Query.parse(await searchParams);
  const actor = await staffPage(contentPaths.index(chosen));
  const staffLocale = await opsRequestLocale();
  const locale = chosen ?? staffLocale;
  const content = can(actor, 'content.write');
  const promotions = can(actor, 'promotions.write');
  const [pages, banners] = content || !promotions ? await Promise.all([listPagesAs(locale, actor), listBannersAs({ locale }, actor)]) : [[], []];
  const [coupons, promos, editions] = promotions ? await Promise.all([listCouponsAs(locale, actor), listTaxonomyPromosAs(locale, actor), listEditionsAs(locale, actor)]) : [[], [], []];
  const now = new Date();
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        {content || !promotions ? <ContentIndex locale={locale} staffLocale={staffLocale} pages={pages} banners={banners} now={now} /> : null}
        {promotions ? <PromotionsPanel locale={locale} coupons={coupons} promos={promos} editions={editions} notice={promo} detail={detail} ask={parsePromotionAsk(ask)} now={now} /> : null}
      </main>
    </>
  );
}
