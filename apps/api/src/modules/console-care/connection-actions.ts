import { randomInt } from 'node:crypto';
import type { CareActionResult } from '@selfcare/contracts';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, connections, devices } from '../../db/schema';
import type { SmsSender } from '../../integrations/sms';
import { hashPin } from '../../lib/pin-hash';
import { resetAttempts } from '../../plugins/rate-limit';
import { conflict, notFoundText } from '../console/console-errors';
import { pinAttemptKey } from '../purchasing/verify-parental-pin';
import { type CareActor, recordCareAudit } from './care-audit';

const connectionNotFound = () => notFoundText('This account has no connection with this id.');

/** The account's connection, locked; 404 when it is another account's or none. */
async function lockConnection(tx: DbOrTx, accountId: string, connectionId: string) {
  const [connection] = await tx
    .select({
      id: connections.id,
      status: connections.status,
      mobile: connections.mobile,
      name: connections.name,
      validationCode: connections.validationCode,
      language: accounts.language,
    })
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(and(eq(connections.id, connectionId), eq(connections.accountId, accountId)))
    .for('update', { of: connections });
  if (!connection) throw connectionNotFound();
  return connection;
}

/** Unpairs a device of one of the account's connections; 404 for another account's device. */
export async function removeCareDevice(
  db: DbOrTx,
  input: { accountId: string; deviceId: string; reason: string },
  actor: CareActor,
): Promise<CareActionResult> {
  return db.transaction(async (tx) => {
    const own = tx.select({ id: connections.id }).from(connections).where(eq(connections.accountId, input.accountId));
    const [removed] = await tx
      .delete(devices)
      .where(and(eq(devices.id, input.deviceId), inArray(devices.connectionId, own)))
      .returning({ id: devices.id, connectionId: devices.connectionId, name: devices.name, uid: devices.deviceUid });
    if (!removed) throw notFoundText("This account's connections have no device with this id.");
    await recordCareAudit(tx, actor, {
      action: 'device_remove',
      accountId: input.accountId,
      reason: input.reason,
      details: { deviceId: removed.id, connectionId: removed.connectionId, deviceUid: removed.uid },
    });
    return { action: 'device_remove', message: `The device "${removed.name}" was removed.`, changed: true };
  });
}

/**
 * Suspends an active connection, or reactivates a suspended one, as the lifecycle's own states go
 * ('active' ⇄ 'suspended'): any other state (a connection ending, unsubscribed or still registering) is
 * a 409, and so is asking for the state it has already. The paid period is not touched: a staff
 * reactivation gives back access, not a new period (a subscriber's paid reactivation does that).
 */
export async function setCareConnectionState(
  db: DbOrTx,
  input: { accountId: string; connectionId: string; reason: string; to: 'suspended' | 'active' },
  actor: CareActor,
): Promise<CareActionResult> {
  const from = input.to === 'suspended' ? 'active' : 'suspended';
  const action = input.to === 'suspended' ? 'connection_suspend' : 'connection_reactivate';
  return db.transaction(async (tx) => {
    const connection = await lockConnection(tx, input.accountId, input.connectionId);
    if (connection.status !== from) {
      throw conflict(
        input.to === 'suspended'
          ? `Only an active connection can be suspended; this one is ${connection.status.replace('_', ' ')}.`
          : `Only a suspended connection can be reactivated; this one is ${connection.status.replace('_', ' ')}.`,
      );
    }
    await tx
      .update(connections)
      .set({ status: input.to, updatedAt: new Date() })
      .where(eq(connections.id, connection.id));
    await recordCareAudit(tx, actor, {
      action,
      accountId: input.accountId,
      reason: input.reason,
      details: { connectionId: connection.id, before: { status: from }, after: { status: input.to } },
    });
    return {
      action,
      message: `The connection "${connection.name}" is ${input.to === 'suspended' ? 'suspended' : 'active again'}.`,
      changed: true,
    };
  });
}

/**
 * A new random 4-digit parental PIN for the connection, sent by SMS to its mobile through the outbox
 * (with the change, in one transaction). The PIN is never in the answer, the audit row or the logs; a
 * purchase lock-out left by wrong PINs is lifted, as a subscriber's own PIN change does.
 */
export async function resetCarePin(
  db: DbOrTx,
  input: { accountId: string; connectionId: string; reason: string },
  actor: CareActor,
  sms: SmsSender,
): Promise<CareActionResult> {
  return db.transaction(async (tx) => {
    const connection = await lockConnection(tx, input.accountId, input.connectionId);
    if (!connection.mobile) throw conflict('This connection has no mobile number to send a new PIN to.');
    const pin = randomInt(0, 10_000).toString().padStart(4, '0');
    await tx
      .update(connections)
      .set({ parentalPinHash: hashPin(connection.id, pin), updatedAt: new Date() })
      .where(eq(connections.id, connection.id));
    await resetAttempts(tx, pinAttemptKey(connection.id));
    await sms.send(tx, { to: connection.mobile, text: smsTextIn(connection.language, 'care.pinReset', { pin }) });
    await recordCareAudit(tx, actor, {
      action: 'pin_reset',
      accountId: input.accountId,
      reason: input.reason,
      details: { connectionId: connection.id },
    });
    return {
      action: 'pin_reset',
      message: `A new parental PIN was sent by SMS to the connection's mobile ending ${connection.mobile.slice(-4)}.`,
      changed: true,
    };
  });
}

/**
 * Sends the connection's validation code (the code an app or TV is paired with) again by SMS to its
 * mobile, through the outbox. The code is never in the answer or the audit row. 409 for a connection
 * still registering (it has no code to use yet) or without a mobile.
 */
export async function resendCareValidationCode(
  db: DbOrTx,
  input: { accountId: string; connectionId: string; reason: string },
  actor: CareActor,
  sms: SmsSender,
): Promise<CareActionResult> {
  return db.transaction(async (tx) => {
    const connection = await lockConnection(tx, input.accountId, input.connectionId);
    if (connection.status === 'pending_registration') {
      throw conflict('This connection is still registering; its validation code is sent when registration completes.');
    }
    if (!connection.mobile) throw conflict('This connection has no mobile number to send its validation code to.');
    await sms.send(tx, {
      to: connection.mobile,
      text: smsTextIn(connection.language, 'care.validationCode', { code: connection.validationCode }),
    });
    await recordCareAudit(tx, actor, {
      action: 'validation_code',
      accountId: input.accountId,
      reason: input.reason,
      details: { connectionId: connection.id },
    });
    return {
      action: 'validation_code',
      message: `The validation code was sent by SMS to the connection's mobile ending ${connection.mobile.slice(-4)}.`,
      changed: true,
    };
  });
}
