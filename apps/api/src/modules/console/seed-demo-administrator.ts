import type { DbOrTx } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/demo-subscribers';
import { createStaffAccount } from './create-staff-account';
import { TotpSecretBox } from './totp-secret-box';

/**
 * The demo's console administrator, published in the README with its TOTP secret (base32) so anyone
 * trying the demo can sign in with an authenticator app. Only ever seeded with the demo data, and never
 * in production (the caller checks), where the first administrator comes from `console:create-admin`.
 */
export const DEMO_ADMINISTRATOR = {
  email: 'admin@selfcare.lk',
  name: 'Demo Administrator',
  password: DEMO_PASSWORD,
  totpSecret: 'SELFCAREDEMOADMINTOTPSECRETKEY23',
} as const;

export async function seedDemoAdministrator(db: DbOrTx, jwtSecret: string): Promise<void> {
  await createStaffAccount(db, {
    email: DEMO_ADMINISTRATOR.email,
    name: DEMO_ADMINISTRATOR.name,
    role: 'administrator',
    password: DEMO_ADMINISTRATOR.password,
    sealedTotpSecret: new TotpSecretBox(jwtSecret).seal(DEMO_ADMINISTRATOR.totpSecret),
  });
}
