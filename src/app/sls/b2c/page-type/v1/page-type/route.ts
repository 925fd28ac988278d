/** The page-type lookup's second endpoint (spec §7), chosen by feature flag; the same answer. */
export { GET } from '@/app/ecomm/b2c/browse/v1/page-type/route';
