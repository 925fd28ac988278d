/** The inventory screens' addresses. */
export const inventoryPath = (sku?: string) => (sku ? `/ops/inventory?sku=${encodeURIComponent(sku)}` : '/ops/inventory');
export const lowStockPath = (store?: string, threshold?: number) => {
  const query = new URLSearchParams();
  if (store) query.set('store', store);
  if (threshold !== undefined) query.set('threshold', String(threshold));
  const text = query.toString();
  return `/ops/inventory/low-stock${text ? `?${text}` : ''}`;
};
export const inventoryImportPath = '/ops/inventory/import';
