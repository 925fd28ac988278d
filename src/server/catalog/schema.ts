import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Names per locale, as stored for catalogue data: { "en-US": "...", "es-MX": "...", "pt-BR": "..." }. */
export type LocalizedText = Record<string, string>;

/** The text in the locale, else in English (the catalogue's own language), else the fallback. */
export function localizedText(names: LocalizedText, locale: string, fallback = ''): string {
  return names[locale] ?? names['en-US'] ?? fallback;
}

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    position: smallint('position').notNull().default(0),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** The canonical path of the category page, e.g. /parts/brakes/brake-pads-and-shoes. */
    path: text('path').notNull().unique(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** Part groups (ids start with "azpg") gather related part types for images and shelves. */
export const partGroups = pgTable('part_groups', {
  id: text('id').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

/** Part types: ACES part terminology ids. */
export const partTypes = pgTable(
  'part_types',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    partGroupId: text('part_group_id')
      .notNull()
      .references(() => partGroups.id),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    fitmentRule: text('fitment_rule', { enum: ['platform', 'engine', 'model', 'universal'] }).notNull(),
    /** Ships by freight only (heavy or oversized): checkout offers the freight method for it. */
    freight: boolean('freight').notNull().default(false),
    /** The warranty an imported product of this type gets when its row gives none ('1-year'). */
    defaultWarranty: text('default_warranty'),
    /** Names of this type's specification keys in every locale ("friction" → Material / Material / Material), for imported specs. */
    specNames: jsonb('spec_names').$type<Record<string, LocalizedText>>().notNull().default({}),
  },
  (t) => [index('part_types_category_idx').on(t.categoryId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  tier: text('tier', { enum: ['value', 'standard', 'premium'] }).notNull(),
});

export interface ProductSpec {
  key: string;
  names: LocalizedText;
  values: LocalizedText;
}

/** A product is one SKU: the part number the shopper and the stores use. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    partNumber: text('part_number').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    partTypeId: integer('part_type_id')
      .notNull()
      .references(() => partTypes.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    position: text('position'),
    warranty: text('warranty').notNull(),
    hazardous: boolean('hazardous').notNull().default(false),
    /** The SEO slug of the product page, /products/{slug}. */
    slug: text('slug').notNull().unique(),
    /** The main picture's file ({sha256}.webp) among product_images, kept by the picture use cases (images.ts); null: the part type's picture. */
    image: text('image'),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_part_type_idx').on(t.partTypeId, t.brandId), index('products_brand_idx').on(t.brandId), index('products_part_number_idx').on(t.partNumber)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A product's own pictures, uploaded in the back office (decision 063): the re-encoded bytes, their
 * type and size, and the alternative text per locale. Position 0 is the main picture
 * (products.image). The file name is the SHA-256 of the bytes, so a picture's address never
 * changes while it exists and is cached for a year.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** {sha256 of the stored bytes}.webp: its address is /images/products/{file}. */
    file: text('file').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_images_product_file_idx').on(t.productId, t.file), index('product_images_file_idx').on(t.file), index('product_images_product_position_idx').on(t.productId, t.position)],
);

/** Prices belong to a market's price list, in its currency's minor units; never an exchange rate. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    currency: text('currency', { enum: ['USD', 'MXN', 'BRL'] }).notNull(),
    regular: integer('regular').notNull(),
    sale: integer('sale'),
    coreCharge: integer('core_charge').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

/** Moved pages answer with a permanent redirect to their new path. */
export const seoRedirects = pgTable('seo_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  status: smallint('status').notNull().default(301),
});
