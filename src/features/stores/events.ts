/** Anything can ask the store modal to open: the header, a product page, the cart. */
export const OPEN_STORE_MODAL = 'storefront:open-store-modal';

export function openStoreModal(): void {
  window.dispatchEvent(new Event(OPEN_STORE_MODAL));
}
