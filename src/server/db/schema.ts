/** Every module's tables, gathered for Drizzle and drizzle-kit. Each module owns its own. */
export * from '@/server/catalog/schema';
export * from '@/server/content/schema';
export * from '@/server/vehicles/schema';
export * from './seed-runs';
export * from '@/server/search/schema';
export * from '@/server/stores/schema';
export * from '@/server/cart/schema';
export * from '@/server/payments/schema';
export * from '@/server/orders/schema';
export * from '@/server/giftcards/schema';
export * from '@/server/platform/email/schema';
export * from '@/server/vehicles/account-schema';
export * from '@/server/customers/auth-schema';
export * from '@/server/maintenance/schema';
export * from '@/server/payments/wallet-schema';
export * from '@/server/customers/profile-schema';
export * from '@/server/rewards/schema';
