import type { Device, ProfileMessageResponse, UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { connections, devices } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { listedConnection } from '../products/listed-connection';

/** The apps and boxes paired with a connection, oldest first so the list does not jump between reads. */
export async function listDevices(db: DbOrTx, connectionId: string): Promise<Device[]> {
  const rows = await db
    .select()
    .from(devices)
    .where(eq(devices.connectionId, connectionId))
    .orderBy(asc(devices.createdAt), asc(devices.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    deviceUid: row.deviceUid,
    deviceInfo: { deviceModelType: row.deviceModel },
  }));
}

/**
 * Unpairs a device. The device must be on that connection and the connection the caller's: anything
 * else answers 404, so another account's ids cannot be probed.
 */
export function removeDevice(
  db: Database,
  input: { accountId: string; connectionId: string; deviceId: string; language: UiLanguage; ipAddress: string },
): Promise<ProfileMessageResponse> {
  const ownConnections = db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.accountId, input.accountId), listedConnection()));
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(devices)
      .where(
        and(
          eq(devices.id, input.deviceId),
          eq(devices.connectionId, input.connectionId),
          inArray(devices.connectionId, ownConnections),
        ),
      )
      .returning({ id: devices.id, deviceUid: devices.deviceUid });
    if (!removed) throw notFound();
    await recordAudit(tx, {
      action: 'profile.device_remove',
      outcome: 'success',
      accountId: input.accountId,
      ipAddress: input.ipAddress,
      subjectType: 'device',
      subjectId: removed.id,
      details: { connectionId: input.connectionId, deviceUid: removed.deviceUid },
    });
    return { message: messageTextIn(input.language, 'profile.deviceRemoved') };
  });
}
