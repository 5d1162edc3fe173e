import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, insertPurchase } from '../../../test/catalogue';
import { createAccount } from '../../../test/factories';
import { purchases } from '../../db/schema';
import { unsubscribeConnection } from '../profile/unsubscribe-connection';
import { provisionPaidPurchase } from './complete-paid-purchase';

/**
 * Decision 0010's argument for provisioning, on PostgreSQL (PGlite runs one statement at a time): the
 * provisioning statement reads the connection under a shared lock, so an unsubscribe of the connection
 * still open when a paid purchase is provisioned is waited for, seen, and covers the purchase.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('provisioning a paid purchase while its connection is being unsubscribed', () => {
  it('waits for the unsubscribe to commit and completes the subscription as unsubscribed', async () => {
    const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    const [connectionId = ''] = account.connectionIds;
    const purchaseId = await insertPurchase(t.db, {
      connectionId,
      product: 'hbo',
      offer: 'monthly',
      status: 'PAYMENT_SUCCESS',
      provisioningStatus: 'PENDING',
    });
    let provisioned = false;
    let provisioning: Promise<void> | undefined;
    await t.db.transaction(async (tx) => {
      await unsubscribeConnection(tx, {
        accountId: account.id,
        connectionId,
        path: 'fixed-line',
        language: DEFAULT_UI_LANGUAGE,
        ipAddress: '127.0.0.1',
      });
      // The unsubscribe has stopped the connection's running subscriptions but not yet committed; the
      // purchase, still PAYMENT_SUCCESS, was not among them.
      provisioning = provisionPaidPurchase(
        { db: t.db, integrations: t.app.integrations, publicUrl: t.app.config.publicUrl, metrics: t.app.metrics },
        { id: purchaseId, connectionId, productId: demo.productId('hbo') },
        DEFAULT_UI_LANGUAGE,
      ).then(() => {
        provisioned = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(provisioned).toBe(false);
    });
    await provisioning;
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(row).toMatchObject({ status: 'PURCHASE_PENDING_REMOVE', provisioningStatus: 'SUCCESS' });
    expect(row?.unsubscribedAt).not.toBeNull();
  });
});
