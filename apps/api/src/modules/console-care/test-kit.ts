import { randomInt, randomUUID } from 'node:crypto';

import { desc, eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { bearer, createAccount } from '../../../test/factories';
import type { StaffRole } from '../../db/schema';
import { auditLog, connections, devices, outboxMessages } from '../../db/schema';
import { signedInStaff } from '../console/test-kit';

export const CARE = '/api/console/v1/care';
export const FROM = '203.0.113.28';

type Method = 'GET' | 'POST';

/** A signed-in member of `role` and a caller that speaks for them from FROM. */
export async function careCaller(t: TestApp, role: StaffRole = 'customer_care') {
  const staff = await signedInStaff(t, role);
  const call = (method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `${CARE}${path}`,
      headers: { ...bearer(staff.token), ...headers },
      remoteAddress: FROM,
      ...(payload ? { payload } : {}),
    });
  return { staff, call };
}

/** Digits no other test subscriber has (numbers are searched by their parts). */
const uniqueDigits = (length: number) =>
  Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

/**
 * A subscriber of their own: a fixed line (type 1) and a card-paid connection (type 7), each with a
 * mobile, telephone and account number no other test has, a device on the first and two profiles.
 */
export async function careSubscriber(t: TestApp, options: { emailConfirmed?: boolean } = {}) {
  const account = await createAccount(t.db, {
    emailConfirmed: options.emailConfirmed,
    connections: [
      {
        connectionType: 1,
        profiles: [
          { name: 'Family', defaultProfile: true },
          { name: 'Kids', defaultProfile: false },
        ],
      },
      { connectionType: 7, serviceType: 'Prepaid' },
    ],
  });
  const numbers = account.connectionIds.map(() => ({
    mobile: `07${uniqueDigits(8)}`,
    telephoneNumber: `011${uniqueDigits(7)}`,
    accountNumber: `00${uniqueDigits(8)}`,
  }));
  for (const [index, id] of account.connectionIds.entries()) {
    await t.db
      .update(connections)
      .set(numbers[index] ?? {})
      .where(eq(connections.id, id));
  }
  const [fixedLine = '', cardLine = ''] = account.connectionIds;
  const [device] = await t.db
    .insert(devices)
    .values({ connectionId: fixedLine, name: 'Living room box', deviceUid: randomUUID(), deviceModel: 'STB-9' })
    .returning({ id: devices.id });
  return { ...account, fixedLine, cardLine, numbers, deviceId: device?.id ?? '' };
}

/** The care audit rows on an account, newest first. */
export const careAudits = (t: TestApp, accountId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.subjectId, accountId)).orderBy(desc(auditLog.id));

/** The outbox messages to these recipients. */
export const messagesTo = (t: TestApp, recipients: string[]) =>
  t.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, recipients));
