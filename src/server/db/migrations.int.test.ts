import { Client } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './client';
import { runMigrations } from './migrate';

describe('migrations', () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `empty_${process.pid}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  afterAll(async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('build the schema on an empty database, and a second run changes nothing', async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();

    const { db, pool } = createDatabase(url);
    try {
      await runMigrations(db);
      const tables = await pool.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'audit_events',
        'auth_accounts',
        'auth_rate_limits',
        'auth_sessions',
        'auth_users',
        'auth_verifications',
        'base_vehicle_engines',
        'base_vehicle_submodels',
        'base_vehicles',
        'brands',
        'cart_lines',
        'carts',
        'categories',
        'chat_agents',
        'chat_conversations',
        'chat_events',
        'checkout_submissions',
        'circular_editions',
        'circular_items',
        'contact_messages',
        'content_banners',
        'content_documents',
        'content_pages',
        'coupon_claims',
        'coupons',
        'customer_addresses',
        'dc_stock',
        'distribution_centres',
        'email_offer_signups',
        'email_outbox',
        'engines',
        'fitment_applications',
        'garage_vehicle_details',
        'garage_vehicles',
        'gift_card_holds',
        'gift_cards',
        'installment_settings',
        'loyalty_alerts',
        'maintenance_rules',
        'order_lines',
        'order_payments',
        'order_refunds',
        'orders',
        'part_groups',
        'part_types',
        'payment_authorizations',
        'payment_deferred',
        'payment_tokens',
        'product_images',
        'product_prices',
        'products',
        'promotions',
        'repair_guides',
        'rewards_accounts',
        'rewards_credit_requests',
        'rewards_credit_uses',
        'rewards_ledger',
        'saved_cards',
        'search_documents',
        'search_part_numbers',
        'search_phrases',
        'search_terms',
        'seed_runs',
        'seo_redirects',
        'service_records',
        'shipment_events',
        'shipments',
        'sms_subscriptions',
        'staff_api_keys',
        'staff_invitations',
        'staff_members',
        'staff_sessions',
        'stock_reservations',
        'store_stock',
        'stores',
        'stripe_webhook_events',
        'submodels',
        'survey_responses',
        'taxonomy_promos',
        'universal_products',
        'vehicle_makes',
        'vehicle_models',
        'vin_patterns',
        'vin_schemas',
        'vin_wmis',
      ]);

      const applied = await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await runMigrations(db);
      const again = await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(again.rows[0].n).toBe(applied.rows[0].n);
    } finally {
      await pool.end();
    }
  });
});
