import type { Role } from './permissions';

/**
 * The demo's staff (decision 052): one of each role, with a published password and published
 * TOTP secrets, seeded for the demo only (seed.ts) and refused outside it (accounts.ts'
 * demoAccountsAllowed). The journeys sign in with them (tests/ops-sign-in.ts).
 */
export const DEMO_STAFF_PASSWORD = 'redline-demo-staff';

export const DEMO_STAFF: readonly { email: string; name: string; role: Role; totpSecret: string; locale: string }[] = [
  { email: 'admin@staff.redline.example', name: 'Alex Admin', role: 'administrator', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA', locale: 'en-US' },
  { email: 'manager@staff.redline.example', name: 'Marta Manager', role: 'storeManager', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXB', locale: 'es-MX' },
  { email: 'service@staff.redline.example', name: 'Sam Service', role: 'customerService', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXC', locale: 'en-US' },
  { email: 'merch@staff.redline.example', name: 'Mia Merchandiser', role: 'merchandiser', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXD', locale: 'pt-BR' },
];
