import type { PromotionalVoucher, VoucherCampaign, VoucherCampaignDetail } from '@selfcare/contracts';
import { VOUCHER_CAMPAIGN_CSV_HEADER } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { promotionalVouchers } from '../../db/schema';
import { consoleCaller, lastAudit } from './test-kit';
import { CODE_ALPHABET, CODE_RANDOM_LENGTH } from './voucher-codes';

const hbo = { id: demo.productId('hbo'), option: demo.optionId('hbo', 'monthly') };
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let marketing: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp();
  marketing = await consoleCaller(t, 'marketing');
});
afterAll(() => t.close());

const campaign = (overrides: object = {}) => ({
  name: 'Year-end mailing',
  description: '10% off for the mailing list',
  shared: false,
  codeCount: 25,
  prefix: 'YE',
  discountType: 'PERCENTAGE',
  value: 10,
  validFrom: new Date(Date.now() - DAY).toISOString(),
  validTo: new Date(Date.now() + 30 * DAY).toISOString(),
  ...overrides,
});

async function subscriber() {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1, serviceType: 'SLT PEOTVGO' }] });
  const [connectionId = ''] = account.connectionIds;
  return { connectionId, headers: bearer(await loginToken(t.app, account)) };
}

/** HBO monthly on the bill through the portal's purchase route, with a voucher code typed in. */
async function subscribeHbo(who: Awaited<ReturnType<typeof subscriber>>, voucherCode: string, amount: number) {
  const page = (
    await t.app.inject({
      url: `/api/billing/v1/billing/user-products/${hbo.id}?conid=${who.connectionId}`,
      headers: who.headers,
    })
  ).json<{ productTypeId: string; purchaseOptionGroupId: string }>();
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/v1/billing/user-purchase/subscribe',
    headers: who.headers,
    payload: {
      connectionId: who.connectionId,
      pin: DEFAULT_PIN,
      productId: hbo.id,
      productType: page.productTypeId,
      purchaseOption: hbo.option,
      amount,
      productPOGroupId: page.purchaseOptionGroupId,
      selectedPOGID: page.purchaseOptionGroupId,
      defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      voucherCode,
    },
  });
}

function parseCsv(body: string) {
  const [header, ...rows] = body.trimEnd().split('\r\n');
  return { header, rows: rows.map((row) => row.split(',')) };
}

describe('voucher campaigns', () => {
  it('generates N unique single-use codes with the prefix, audited, listed with their counts', async () => {
    const created = await marketing.call('POST', '/voucher-campaigns', campaign());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<VoucherCampaignDetail>();
    expect(body).toMatchObject({ codeCount: 25, shared: false, maxUses: 1, redemptions: 0, active: true });
    expect(body.sharedCode).toBeNull();

    const codes = await t.db
      .select({ code: promotionalVouchers.code, maxUses: promotionalVouchers.maxUses })
      .from(promotionalVouchers)
      .where(eq(promotionalVouchers.campaignId, body.id));
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((row) => row.code)).size).toBe(25);
    const pattern = new RegExp(`^YE[${CODE_ALPHABET}]{${CODE_RANDOM_LENGTH}}$`);
    expect(codes.every((row) => pattern.test(row.code) && row.maxUses === 1)).toBe(true);

    const audit = await lastAudit(t, 'console.voucher_campaign_create', body.id);
    expect(audit?.staffId).toBe(marketing.staff.id);
    expect(audit?.details).toMatchObject({ after: { name: 'Year-end mailing', codeCount: 25, prefix: 'YE' } });
    expect(JSON.stringify(audit?.details)).not.toContain(codes[0]?.code);

    const list = (await marketing.call('GET', '/voucher-campaigns')).json<{ campaigns: VoucherCampaign[] }>();
    expect(list.campaigns.find((entry) => entry.id === body.id)).toMatchObject({ codeCount: 25, redemptions: 0 });
  });

  it('makes the largest campaign, 10,000 codes, in one go', async () => {
    const created = await marketing.call(
      'POST',
      '/voucher-campaigns',
      campaign({ codeCount: 10_000, prefix: undefined }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const codes = await t.db
      .select({ code: promotionalVouchers.code })
      .from(promotionalVouchers)
      .where(eq(promotionalVouchers.campaignId, created.json<VoucherCampaignDetail>().id));
    expect(new Set(codes.map((row) => row.code)).size).toBe(10_000);
  }, 60_000);

  it('answers the codes as a CSV attachment with a header row', async () => {
    const body = (
      await marketing.call('POST', '/voucher-campaigns', campaign({ codeCount: 3 }))
    ).json<VoucherCampaignDetail>();
    const response = await marketing.call('GET', `/voucher-campaigns/${body.id}/codes.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const csv = parseCsv(response.body);
    expect(csv.header).toBe(VOUCHER_CAMPAIGN_CSV_HEADER);
    const stored = await t.db
      .select({ code: promotionalVouchers.code })
      .from(promotionalVouchers)
      .where(eq(promotionalVouchers.campaignId, body.id));
    expect(csv.rows.map((row) => row[0]).sort()).toEqual(stored.map((row) => row.code).sort());
    for (const row of csv.rows) {
      expect(row.slice(1)).toEqual(['0', '1', body.validFrom, body.validTo]);
    }
  });

  it('makes one shared code with an overall limit', async () => {
    const created = await marketing.call(
      'POST',
      '/voucher-campaigns',
      campaign({ shared: true, codeCount: 1, maxUses: 500, perConnectionLimit: 2, prefix: 'RADIO' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<VoucherCampaignDetail>();
    expect(body).toMatchObject({ shared: true, codeCount: 1, maxUses: 500, perConnectionLimit: 2 });
    expect(body.sharedCode).toMatch(/^RADIO/);
  });

  it('redeems a generated code through the portal like any code, once, and never lists it', async () => {
    const body = (
      await marketing.call('POST', '/voucher-campaigns', campaign({ codeCount: 2 }))
    ).json<VoucherCampaignDetail>();
    const csv = parseCsv((await marketing.call('GET', `/voucher-campaigns/${body.id}/codes.csv`)).body);
    const code = csv.rows[0]?.[0] ?? '';

    const listed = (await t.app.inject({ url: '/api/promotions/v1/vouchers/discounts' })).json<PromotionalVoucher[]>();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((voucher) => voucher.code === code || voucher.name === body.name)).toBe(false);

    const bought = await subscribeHbo(await subscriber(), code.toLowerCase(), 405);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().purchasedPrice).toBe(405);

    const detail = (await marketing.call('GET', `/voucher-campaigns/${body.id}`)).json<VoucherCampaignDetail>();
    expect(detail.redemptions).toBe(1);
    const after = parseCsv((await marketing.call('GET', `/voucher-campaigns/${body.id}/codes.csv`)).body);
    expect(after.rows.find((row) => row[0] === code)?.[1]).toBe('1');

    // Single-use: another subscriber cannot use it again.
    const again = await subscribeHbo(await subscriber(), code, 405);
    expect(again.statusCode).toBe(422);
  });

  it('stops every code redeeming once deactivated, audited', async () => {
    const body = (
      await marketing.call('POST', '/voucher-campaigns', campaign({ codeCount: 1 }))
    ).json<VoucherCampaignDetail>();
    const code = parseCsv((await marketing.call('GET', `/voucher-campaigns/${body.id}/codes.csv`)).body).rows[0]?.[0];
    const deactivated = await marketing.call('POST', `/voucher-campaigns/${body.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json<VoucherCampaignDetail>().active).toBe(false);
    expect((await lastAudit(t, 'console.voucher_campaign_deactivate', body.id))?.details).toEqual({
      before: { active: true },
      after: { active: false },
    });
    expect((await subscribeHbo(await subscriber(), code ?? '', 405)).statusCode).toBe(422);
  });

  it.each([
    ['a shared campaign with several codes', { shared: true, codeCount: 5 }, 'exactly one code'],
    ['more than 10,000 codes', { codeCount: 10_001 }, 'codeCount'],
    ['a lower-case prefix', { prefix: 'ye' }, 'capital letters'],
    ['a percentage over 100', { value: 150 }, 'at most 100'],
    ['an end before the start', { validTo: new Date(Date.now() - 2 * DAY).toISOString() }, 'after the start'],
    ['an unknown product', { productIds: ['00000000-0000-4000-8000-000000000000'] }, 'does not exist'],
  ])('refuses %s with a readable 400 and writes nothing', async (_case, overrides, words) => {
    const before = await t.db.$count(promotionalVouchers);
    const response = await marketing.call('POST', '/voucher-campaigns', campaign({ name: 'Refused', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(words);
    expect(await t.db.$count(promotionalVouchers)).toBe(before);
  });

  it('answers 404 for an unknown campaign', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await marketing.call('GET', `/voucher-campaigns/${unknown}`)).statusCode).toBe(404);
    expect((await marketing.call('GET', `/voucher-campaigns/${unknown}/codes.csv`)).statusCode).toBe(404);
    expect((await marketing.call('POST', `/voucher-campaigns/${unknown}/deactivate`)).statusCode).toBe(404);
  });
});
