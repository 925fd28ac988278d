import { cache, type ComponentProps } from 'react';
import { AddToCartForm } from '@/features/cart/AddToCartForm';
import { addToCartLabels } from '@/features/cart/labels';
import type { AddToCartPart, CatalogParts } from '@/features/catalog/parts';
import { ProductGrid } from '@/features/catalog/ProductGrid';
import { TaxonomyPromos } from '@/features/promotions/TaxonomyPromos';
import { StoreAvailability } from '@/features/stores/StoreAvailability';
import { OpenSelectorTrigger } from '@/features/vehicles/OpenSelectorTrigger';
import { VehicleTooltipSlot } from '@/features/vehicles/VehicleTooltipSlot';
import { localizedPath, type Locale } from '@/lib/markets';

/** The form's words, read once per request however many cards show it. */
const cartLabels = cache((locale: Locale) => addToCartLabels(locale));

/** The cart's add-to-cart form with its labels and the link to the cart. */
const AddToCart: AddToCartPart = async ({ sku, locale, compact }) => (
  <AddToCartForm sku={sku} locale={locale} labels={await cartLabels(locale)} cartHref={localizedPath('/cart', locale)} compact={compact} />
);

/**
 * The catalogue's pieces from other features, put together here (a feature imports only
 * itself, decision 037): the cart's form, the shelves' promotions, the vehicle tooltip and
 * selector trigger, the product page's store availability.
 */
export const catalogParts: CatalogParts = {
  AddToCart,
  Promos: TaxonomyPromos,
  VehicleTooltip: VehicleTooltipSlot,
  SelectorTrigger: OpenSelectorTrigger,
  StoreAvailability,
};

/** A grid of product cards that offer "Add to cart", for pages and other features' sections (the circular, recommendations). */
export function ShopProductGrid(props: Omit<ComponentProps<typeof ProductGrid>, 'AddToCart'>) {
  return <ProductGrid {...props} AddToCart={AddToCart} />;
}
