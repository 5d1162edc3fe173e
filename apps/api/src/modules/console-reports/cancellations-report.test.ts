import type { CancellationsReport } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, insertPurchase } from '../../../test/catalogue';
import { createAccount } from '../../../test/factories';
import { cancellations } from '../../db/schema';
import { at, reportReader } from './test-kit';

/** The cancellations report (decision 0071) against rows made here, in March 2020, before any demo data. */
const RANGE = '?from=2020-03-01&to=2020-03-02';

let t: TestApp;
let get: Awaited<ReturnType<typeof reportReader>>['get'];

beforeAll(async () => {
  t = await createSeededTestApp();
  ({ get } = await reportReader(t, 'read_only'));
  const account = await createAccount(t.db, { connections: [{ connectionType: 1 }, { connectionType: 2 }] });
  const [connectionId = '', other = ''] = account.connectionIds;
  const hbo = await insertPurchase(t.db, {
    connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_REMOVED',
  });
  const family = await insertPurchase(t.db, {
    connectionId,
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_REMOVED',
  });
  const channel = { connectionId, purchaseId: hbo, productId: demo.productId('hbo') };
  const pkg = { connectionId, purchaseId: family, productId: demo.productId('peo-family') };
  await t.db.insert(cancellations).values([
    // 23:45 on 1 March in Colombo is still 1 March; 00:15 on 2 March is 18:45 UTC on 1 March.
    { ...channel, reasonCode: 'too_expensive', reasonText: 'Private words', createdAt: at('2020-03-01', '23:45') },
    { ...channel, reasonCode: 'too_expensive', createdAt: at('2020-03-01', '10:00') },
    { ...pkg, reasonCode: 'moving_provider', createdAt: at('2020-03-02', '00:15') },
    { ...pkg, createdAt: at('2020-03-02', '09:00') },
    { connectionId: other, reasonCode: 'other', reasonText: '=cmd', createdAt: at('2020-03-02', '12:00') },
    // Outside the range on either side.
    { ...channel, reasonCode: 'other', createdAt: at('2020-02-29', '23:59') },
    { ...channel, reasonCode: 'other', createdAt: at('2020-03-03', '00:00') },
  ]);
});
afterAll(() => t.close());

describe('GET /reports/cancellations', () => {
  it('counts by Sri Lanka day, product type and reason; a connection as its own type; skipped as not given', async () => {
    const response = await get(`/cancellations${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<CancellationsReport>();
    expect(report.days).toEqual([
      { day: '2020-03-01', productType: 'channel', reason: 'too_expensive', cancellations: 2 },
      { day: '2020-03-02', productType: 'connection', reason: 'other', cancellations: 1 },
      { day: '2020-03-02', productType: 'package', reason: 'moving_provider', cancellations: 1 },
      { day: '2020-03-02', productType: 'package', reason: 'not_given', cancellations: 1 },
    ]);
    expect(report.byReason).toEqual([
      { reason: 'too_expensive', cancellations: 2 },
      { reason: 'not_watching_enough', cancellations: 0 },
      { reason: 'technical_problems', cancellations: 0 },
      { reason: 'moving_provider', cancellations: 1 },
      { reason: 'other', cancellations: 1 },
      { reason: 'not_given', cancellations: 1 },
    ]);
    expect(report.byProductType).toEqual([
      { productType: 'channel', cancellations: 2 },
      { productType: 'connection', cancellations: 1 },
      { productType: 'package', cancellations: 2 },
    ]);
    // The subscribers' own words are personal data: in no report.
    expect(response.body).not.toContain('Private words');
    expect(response.body).not.toContain('=cmd');
  });

  it('as CSV: one row per day, type and reason, no free text', async () => {
    const response = await get(`/cancellations.csv${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cancellations-2020-03-01-2020-03-02.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      'day,product_type,reason,cancellations',
      '2020-03-01,channel,too_expensive,2',
      '2020-03-02,connection,other,1',
      '2020-03-02,package,moving_provider,1',
      '2020-03-02,package,not_given,1',
      '',
    ]);
  });

  it('refuses a range backwards with a sentence', async () => {
    const response = await get('/cancellations?from=2020-03-02&to=2020-03-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The end of the range must not come before its start.');
  });
});
