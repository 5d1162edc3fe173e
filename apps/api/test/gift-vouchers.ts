import type { GiftVoucherPurchaseResult, ProductDetail, VoucherValidateResponse } from '@selfcare/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { demo } from './catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from './factories';

/** Helpers for buying gift vouchers and spending their codes. */

export interface VoucherBuyer {
  accountId: string;
  connectionId: string;
  headers: Record<string, string>;
}

export async function voucherBuyer(t: TestApp, connectionType = 1): Promise<VoucherBuyer> {
  const account = await createAccount(t.db, {
    connections: [{ connectionType, serviceType: connectionType === 7 ? 'Prepaid' : 'SLT PEOTVGO' }],
  });
  const [connectionId = ''] = account.connectionIds;
  return { accountId: account.id, connectionId, headers: bearer(await loginToken(t.app, account)) };
}

export function buyGiftVoucher(
  t: TestApp,
  who: VoucherBuyer,
  voucherId: string,
  options: { pin?: string; key?: string; connectionType?: number } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/promotions/v1/vouchers/purchase',
    headers: { ...who.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      userConnectionId: who.connectionId,
      userConnectionType: options.connectionType ?? 1,
      voucherId,
      pin: options.pin ?? DEFAULT_PIN,
    },
  });
}

/** Buys a voucher charged to the bill and answers its redeem code. */
export async function boughtCode(t: TestApp, who: VoucherBuyer, voucherId: string): Promise<string> {
  const response = await buyGiftVoucher(t, who, voucherId);
  expect(response.statusCode, response.body).toBe(200);
  const code = response.json<GiftVoucherPurchaseResult>().description;
  if (!code) throw new Error('no redeem code');
  return code;
}

export interface Offer {
  slug: string;
  option: string;
}

export const hbo: Offer = { slug: 'hbo', option: 'monthly' };
export const tamilPlus: Offer = { slug: 'tamil-plus', option: '30-days' };

export function validateCode(t: TestApp, who: VoucherBuyer, code: string, offer: Offer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/promotions/v1/vouchers/validate',
    headers: who.headers,
    payload: {
      code,
      price: 0,
      productId: demo.productId(offer.slug),
      productTypeId: demo.typeId('channel'),
      purchaseOptionId: demo.optionId(offer.slug, offer.option),
      userAccountId: who.accountId,
      userConnectionId: who.connectionId,
    },
  });
}

/** A bill-paid subscription with a voucher code, at the amount the voucher box showed. */
export async function subscribeWithCode(t: TestApp, who: VoucherBuyer, offer: Offer, code: string) {
  const validated = await validateCode(t, who, code, offer);
  expect(validated.statusCode, validated.body).toBe(200);
  const voucher = validated.json<VoucherValidateResponse>();
  const page = await t.app.inject({
    url: `/api/billing/v1/billing/user-products/${demo.productId(offer.slug)}?conid=${who.connectionId}`,
    headers: who.headers,
  });
  const product = page.json<ProductDetail>();
  return {
    voucher,
    send: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/v1/billing/user-purchase/subscribe',
        headers: who.headers,
        payload: {
          connectionId: who.connectionId,
          pin: DEFAULT_PIN,
          productId: product.id,
          productType: product.productTypeId,
          purchaseOption: demo.optionId(offer.slug, offer.option),
          amount: voucher.amount,
          productPOGroupId: product.purchaseOptionGroupId,
          selectedPOGID: product.purchaseOptionGroupId,
          defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
          dataBundle: false,
          voucherCode: code,
          voucherId: voucher.voucherId,
        },
      }),
  };
}
