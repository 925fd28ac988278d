import type { Locale } from '@/lib/markets';
import type { ProductCard } from '@/server/catalog/shelf';
import { productImageUrl } from '@/server/catalog/service';
import type { Availability } from '@/server/inventory/availability';
import type { Fitment } from '@/server/vehicles/fitment-rules';
import type { AddToCartPart } from './parts';
import { ProductCardView } from './ProductCardView';
import { shopperContext } from './shopper-context';
import { ShopperPartsFor } from './ShopperPartsFor';

/**
 * Product cards in a responsive grid with fitment and availability; the first two load at once (the
 * likely largest paint). While the page cache fills the page, the browser loads the shopper's parts.
 */
export async function ProductGrid({
  items,
  locale,
  fitment,
  availability,
  vehicleName,
  AddToCart,
}: {
  items: ProductCard[];
  locale: Locale;
  fitment?: Map<number, Fitment> | null;
  availability?: Map<number, Availability>;
  vehicleName?: string;
  /** Every card offers "Add to cart" (the page passes the cart's form). */
  AddToCart: AddToCartPart;
}) {
  const { deferred } = await shopperContext();
  const grid = (
    <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {items.map((product, i) => (
        <li key={product.id}>
          <ProductCardView product={product} locale={locale} imageUrl={productImageUrl(product, locale)} fitment={fitment?.get(product.id)} availability={availability?.get(product.id)} AddToCart={AddToCart} vehicleName={vehicleName} deferred={deferred} eager={i < 2} />
        </li>
      ))}
    </ul>
  );
  return (
    <ShopperPartsFor productIds={items.map((p) => p.id)} locale={locale} deferred={deferred}>
      {grid}
    </ShopperPartsFor>
  );
}
