import { nextDate, sriLankaDate, type UserPurchase } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { cardPayer, postNotification, signedNotification, startCardPurchase } from '../../../test/card-payments';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { buyHboOnBill } from '../../../test/purchases';
import { billLines, purchases, transactions } from '../../db/schema';
import { embeddedFonts, getReceipt, letters, pdfLetters, pdfLines, requirePoppler } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  requirePoppler();
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** A card payer who bought HBO monthly, paid by the gateway's notification: the payment's row. */
async function paidCardPurchase() {
  const payer = await cardPayer(t);
  const { checkout } = await startCardPurchase(t, payer);
  const notified = await postNotification(
    t,
    signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
  );
  expect(notified.statusCode, notified.body).toBe(200);
  const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, checkout.transactionId));
  if (!payment) throw new Error('no transaction');
  return { payer, payment };
}

async function purchaseRow(id: string | null) {
  const [row] = await t.db
    .select()
    .from(purchases)
    .where(eq(purchases.id, id ?? ''));
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
}

async function myPurchases(headers: Record<string, string>, connectionId: string, connectionType: number) {
  // MY PURCHASES counts Sri Lanka days, which run 5½ hours ahead of UTC.
  const today = sriLankaDate(new Date());
  const response = await t.app.inject({
    url: '/api/billing/v1/billing/user-purchase',
    query: { connectionId, connectionType: String(connectionType), start: today, end: nextDate(today) },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserPurchase[]>();
}

/** A fixed-line subscriber who bought HBO monthly on the bill: the purchase's line on the bill. */
async function billedPurchase() {
  const buyer = await buyHboOnBill(t);
  const [line] = await t.db.select().from(billLines).where(eq(billLines.connectionId, buyer.connectionId));
  if (!line) throw new Error('no bill line');
  return { buyer, line };
}

describe('GET /api/billing/v1/billing/payments/{paymentId}/receipt', () => {
  it("answers a card payment's receipt as a PDF download named after its reference, with every figure", async () => {
    const { payer, payment } = await paidCardPurchase();
    const response = await getReceipt(t, payer.headers, payment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${payment.referenceNo}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const lines = pdfLines(response.rawPayload);
    const asShown = (date: string | null) => date?.split('-').reverse().join('/');
    const purchase = await purchaseRow(payment.purchaseId);
    // The period is in the billing calendar; the moment of payment is told in Sri Lanka time.
    const paidOn = asShown(sriLankaDate(new Date()));
    expect(lines).toEqual(
      expect.arrayContaining([
        'PEOTVGO Demo Telecom (Pvt) Ltd',
        'Demo Tower, 1 Lotus Road',
        'Tax registration number: 000000000-7000',
        'Receipt',
        `Reference number: ${payment.referenceNo}`,
        'Subscriber Nimal Perera',
        'Connection Connection 1 (0771234567)',
        'Payment for Purchase',
        'Product HBO',
        `Period ${asShown(purchase.billingStartDate)} to ${asShown(purchase.billingEndDate)}`,
        'Payment method VISA card ************1292',
        // HBO monthly is Rs 450; SSCL 2.5641 % of it, then VAT 18 % of the price with SSCL.
        'Price Rs. 450.00',
        'Discount Rs. 0.00',
        'SSCL Rs. 11.54',
        'VAT Rs. 83.08',
        'Total paid Rs. 544.62',
      ]),
    );
    expect(lines.find((line) => line.startsWith('Date of payment: '))).toMatch(
      new RegExp(`^Date of payment: ${paidOn} \\d{2}:\\d{2}$`),
    );
  });

  it("answers a bill charge's receipt by its line, which MY PURCHASES links to", async () => {
    const { buyer, line } = await billedPurchase();
    const [row] = await myPurchases(buyer.headers, buyer.connectionId, 1);
    expect(row).toMatchObject({ productName: 'HBO', paymentMethod: 'MONTHLY_BILL', receiptPaymentId: line.id });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.connectionId, buyer.connectionId));

    const response = await getReceipt(t, buyer.headers, line.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${purchase?.referenceNo}.pdf"`);
    expect(pdfLines(response.rawPayload)).toEqual(
      expect.arrayContaining([
        `Reference number: ${purchase?.referenceNo}`,
        'Connection Connection 1 (0012345678)',
        'Payment for Purchase',
        'Product HBO',
        'Payment method Monthly bill',
        'Price Rs. 450.00',
        'SSCL Rs. 11.54',
        'VAT Rs. 83.08',
        'Total added to the monthly bill Rs. 544.62',
      ]),
    );
  });

  it('links MY PURCHASES to the card payment a purchase was paid with, and to none before it is paid', async () => {
    const payer = await cardPayer(t);
    await startCardPurchase(t, payer);
    const [pending] = await myPurchases(payer.headers, payer.connectionId, 7);
    expect(pending?.receiptPaymentId).toBeNull();

    const { payer: paidPayer, payment } = await paidCardPurchase();
    const [paid] = await myPurchases(paidPayer.headers, paidPayer.connectionId, 7);
    expect(paid?.receiptPaymentId).toBe(payment.id);
  });

  it("answers another account's payment, a bill credit and an unknown id as missing (404)", async () => {
    const { payment } = await paidCardPurchase();
    const { line } = await billedPurchase();
    const intruder = await createAccount(t.db, { connections: [{ connectionType: 7, serviceType: 'Prepaid' }] });
    const headers = bearer(await loginToken(t.app, intruder));
    for (const id of [payment.id, line.id, crypto.randomUUID()]) {
      const response = await getReceipt(t, headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
    }
  });

  it('refuses a payment that has not gone through (409) in the language asked for, and a bad id or language (400)', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const pending = await getReceipt(t, { ...payer.headers, 'accept-language': 'si' }, checkout.transactionId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({
      message: 'මෙම ගෙවීම සම්පූර්ණ වී නැති බැවින් එයට රිසිට්පතක් නැත.',
      code: 'CONFLICT',
    });

    const badId = await getReceipt(t, payer.headers, 'not-a-payment');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('This link is not valid. Please check the address and try again.');
    const badLanguage = await getReceipt(t, payer.headers, checkout.transactionId, '?language=fr');
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().message).toBe('The language code is not valid.');
    const unauthenticated = await t.app.inject({
      url: `/api/billing/v1/billing/payments/${checkout.transactionId}/receipt`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('writes the receipt in the language asked for, else in the Accept-Language one, in Sinhala and Tamil fonts', async () => {
    const { payer, payment } = await paidCardPurchase();
    const sinhala = await getReceipt(t, payer.headers, payment.id, '?language=si');
    expect(sinhala.statusCode).toBe(200);
    // Read in reading order (ActualText): the glyph order would put a vowel sign before its consonant.
    const si = pdfLetters(sinhala.rawPayload);
    for (const text of [
      'රිසිට්පත',
      `යොමු අංකය: ${payment.referenceNo}`,
      'ග්‍රාහකයා Nimal Perera',
      'ගෙවීම සඳහා මිලදී ගැනීම',
      'ගෙවීම් ක්‍රමය VISA කාඩ්පත ************1292',
      'මිල රු. 450.00',
      'වට්ටම රු. 0.00',
      'SSCL රු. 11.54',
      'ගෙවූ මුළු මුදල රු. 544.62',
      'සියලු මුදල් ශ්‍රී ලංකා රුපියල්වලින් (LKR).',
    ]) {
      expect(si).toContain(letters(text));
    }
    expect(embeddedFonts(sinhala.rawPayload)).toEqual(
      expect.arrayContaining(['NotoSansSinhala-Regular', 'NotoSansSinhala-Bold']),
    );

    // Accept-Language decides when the query names no language; the query wins over it.
    const tamil = await getReceipt(t, { ...payer.headers, 'accept-language': 'ta-LK,ta;q=0.9' }, payment.id);
    const ta = pdfLetters(tamil.rawPayload);
    for (const text of [
      'பற்றுச்சீட்டு',
      'சந்தாதாரர் Nimal Perera',
      'கொடுப்பனவு வகை கொள்வனவு',
      'கொடுப்பனவு முறை VISA அட்டை ************1292',
      'விலை ரூ. 450.00',
      'VAT ரூ. 83.08',
      'செலுத்திய மொத்தத் தொகை ரூ. 544.62',
      'உங்கள் கொடுப்பனவுக்கு நன்றி.',
    ]) {
      expect(ta).toContain(letters(text));
    }
    expect(embeddedFonts(tamil.rawPayload)).toEqual(
      expect.arrayContaining(['NotoSansTamil-Regular', 'NotoSansTamil-Bold']),
    );
    const english = await getReceipt(t, { ...payer.headers, 'accept-language': 'ta' }, payment.id, '?language=en');
    expect(pdfLines(english.rawPayload)).toContain('Total paid Rs. 544.62');
    // Latin is drawn in Noto Sans Tamil's Latin subset, and no Sinhala is embedded where none is written.
    expect(embeddedFonts(english.rawPayload)).toEqual(['NotoSansTamil-Bold', 'NotoSansTamil-Regular']);
  });
});
