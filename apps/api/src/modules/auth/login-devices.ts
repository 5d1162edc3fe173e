import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginDevices } from '../../db/schema';

/** The browser's device key: 32 random bytes as 43 base64url characters, kept by the web app. */
const DEVICE_KEY_BYTES = 32;

const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface RecognisedDevice {
  id: string;
  /** The key the browser keeps from now on: the one it sent, or a new one. */
  key: string;
  /** First login of this account from this browser. */
  isNew: boolean;
}

/**
 * The login device of a browser for an account: known when the browser sent a key this account has
 * logged in with before; otherwise recorded now (a browser without a key gets one).
 */
export async function recogniseDevice(
  db: DbOrTx,
  accountId: string,
  sentKey: string | undefined,
): Promise<RecognisedDevice> {
  const key = sentKey ?? randomBytes(DEVICE_KEY_BYTES).toString('base64url');
  const keyHash = hashDeviceKey(key);
  const [known] = await db
    .update(loginDevices)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(loginDevices.accountId, accountId), eq(loginDevices.keyHash, keyHash)))
    .returning({ id: loginDevices.id });
  if (known) return { id: known.id, key, isNew: false };
  const [created] = await db
    .insert(loginDevices)
    .values({ accountId, keyHash })
    .onConflictDoUpdate({ target: [loginDevices.accountId, loginDevices.keyHash], set: { lastLoginAt: sql`now()` } })
    .returning({ id: loginDevices.id });
  if (!created) throw new Error('login device not recorded');
  return { id: created.id, key, isNew: true };
}
