import type { ColumnType } from '@/server/db/bulk';

/** The product columns a bulk write sets (the demo seed adds the id; imports let the database pick it). */
export const PRODUCT_COLUMNS: { name: string; type: ColumnType }[] = [
  { name: 'sku', type: 'text' },
  { name: 'part_number', type: 'text' },
  { name: 'brand_id', type: 'int' },
  { name: 'part_type_id', type: 'int' },
  { name: 'title', type: 'jsonb' },
  { name: 'description', type: 'jsonb' },
  { name: 'specs', type: 'jsonb' },
  { name: 'position', type: 'text' },
  { name: 'warranty', type: 'text' },
  { name: 'hazardous', type: 'boolean' },
  { name: 'slug', type: 'text' },
];
