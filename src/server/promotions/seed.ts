import { and, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { generateEditions } from './circulars';
import { coupons, taxonomyPromos } from './schema';

/**
 * The demo's coupons: the cart's demo promotions (src/server/cart/promotions.ts) offered on
 * /coupons, written in each market's language.
 */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  { locale: 'en-US', promoCode: 'SAVE10', discount: '10% off', discountText: 'Your order of $50 or more, online or for store pick-up.', position: 1 },
  { locale: 'en-US', promoCode: 'TAKE20', discount: '$20 off', discountText: 'Orders of $100 or more. One code per order.', position: 2 },
  { locale: 'en-US', promoCode: 'FREESHIP', discount: 'Free shipping', discountText: 'Ship to home at no charge, whatever the order size.', position: 3 },
  { locale: 'es-MX', promoCode: 'AHORRA10', discount: '10% de descuento', discountText: 'En compras de $1,000 o más, en línea o para recoger en tienda.', position: 1 },
  { locale: 'es-MX', promoCode: 'ENVIOGRATIS', discount: 'Envío gratis', discountText: 'Envío a domicilio sin costo en cualquier pedido.', position: 2 },
  { locale: 'pt-BR', promoCode: 'DESCONTO10', discount: '10% de desconto', discountText: 'Em pedidos a partir de R$ 250,00.', position: 1 },
  { locale: 'pt-BR', promoCode: 'FRETEGRATIS', discount: 'Frete grátis', discountText: 'Entrega em casa sem custo em qualquer pedido.', position: 2 },
];

/** The demo's shelf promos: brakes shelves get the brake offer; every shelf but brakes gets free shipping. */
export const DEMO_TAXONOMY_PROMOS: (typeof taxonomyPromos.$inferInsert)[] = [
  { locale: 'en-US', textContent: 'Brake job this weekend? Take 10% off orders of $50 or more with code SAVE10.', ctaLink: '/coupons', ctaName: 'See coupons', promoCode: 'SAVE10', seoUrls: ['/parts/brakes', '/parts/brakes/brake-pads-and-shoes'], priority: 10 },
  { locale: 'en-US', textContent: 'Free shipping on any order with code FREESHIP.', ctaLink: '/coupons', ctaName: 'Get the code', promoCode: 'FREESHIP', seoUrls: ['/parts/brakes'], invertSelection: true },
  { locale: 'es-MX', textContent: '¿Vas a cambiar frenos? 10% de descuento en compras de $1,000 o más con el código AHORRA10.', ctaLink: '/coupons', ctaName: 'Ver cupones', promoCode: 'AHORRA10', seoUrls: ['/parts/brakes', '/parts/brakes/brake-pads-and-shoes'], priority: 10 },
  { locale: 'es-MX', textContent: 'Envío gratis en cualquier pedido con el código ENVIOGRATIS.', ctaLink: '/coupons', ctaName: 'Obtener el código', promoCode: 'ENVIOGRATIS', seoUrls: ['/parts/brakes'], invertSelection: true },
  { locale: 'pt-BR', textContent: 'Frete grátis em qualquer pedido com o código FRETEGRATIS.', ctaLink: '/coupons', ctaName: 'Ver cupons', promoCode: 'FRETEGRATIS', seoUrls: [], invertSelection: true },
];

/**
 * Coupons and shelf promos that are missing (an operator's changes stay), and the circular's
 * weekly editions from this week on in every market. Run after the catalogue and the cart's
 * promotions. Answers how many rows it added.
 */
export async function seedPromotionOffers(executor: Executor, today?: Partial<Record<Locale, string>>): Promise<number> {
  let added = 0;
  for (const coupon of DEMO_COUPONS) added += (await executor.insert(coupons).values(coupon).onConflictDoNothing().returning({ id: coupons.id })).length;
  for (const promo of DEMO_TAXONOMY_PROMOS) {
    const [existing] = await executor
      .select({ id: taxonomyPromos.id })
      .from(taxonomyPromos)
      .where(and(eq(taxonomyPromos.locale, promo.locale), eq(taxonomyPromos.textContent, promo.textContent)));
    if (existing) continue;
    await executor.insert(taxonomyPromos).values(promo);
    added++;
  }
  for (const locale of LOCALES) added += await generateEditions(executor, locale, { today: today?.[locale] });
  return added;
}
