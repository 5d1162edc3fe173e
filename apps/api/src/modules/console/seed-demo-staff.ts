import type { DbOrTx } from '../../db/client';
import type { StaffRole } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-subscribers';
import { TotpSecretBox } from '../../lib/totp-secret-box';
import { createStaffAccount } from './create-staff-account';

/**
 * The demo's TOTP secret (base32), published in the README with the demo staff logins so anyone trying
 * the demo can sign in with one authenticator entry. Only ever seeded with the demo data, never in
 * production (the caller checks), where the first administrator comes from `console:create-admin`.
 */
export const DEMO_STAFF_TOTP_SECRET = 'SELFCAREDEMOADMINTOTPSECRETKEY23';

/** One demo member a role, each already enrolled with the demo secret. */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'admin@selfcare.lk', name: 'Demo Administrator', role: 'administrator' },
  { email: 'catalogue@selfcare.lk', name: 'Demo Catalogue Manager', role: 'catalogue_manager' },
  { email: 'marketing@selfcare.lk', name: 'Demo Marketing', role: 'marketing' },
  { email: 'care@selfcare.lk', name: 'Demo Customer Care', role: 'customer_care' },
  { email: 'finance@selfcare.lk', name: 'Demo Finance', role: 'finance' },
  { email: 'readonly@selfcare.lk', name: 'Demo Read-only', role: 'read_only' },
];

export const DEMO_STAFF_PASSWORD = DEMO_PASSWORD;

export async function seedDemoStaff(db: DbOrTx, jwtSecret: string): Promise<void> {
  const sealedTotpSecret = new TotpSecretBox(jwtSecret, 'staff').seal(DEMO_STAFF_TOTP_SECRET);
  for (const member of DEMO_STAFF) {
    await createStaffAccount(db, { ...member, password: DEMO_STAFF_PASSWORD, sealedTotpSecret });
  }
}
