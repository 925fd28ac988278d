/** The operators' token the journeys use to move an order along; the test server is started with it. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-a-secret';
