/** The catalogue screens' addresses. */
export const catalogPath = (q?: string) => (q ? `/ops/catalog?q=${encodeURIComponent(q)}` : '/ops/catalog');
export const productPath = (sku: string) => `/ops/catalog/products/${encodeURIComponent(sku)}`;
export const catalogImportPath = '/ops/catalog/import';
