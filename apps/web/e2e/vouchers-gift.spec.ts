import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { productId } from './products-support';
import { gatewayPage, gatewayPopup, SUCCESS_CARD } from './purchase-card-support';
import { logIn } from './support';

/**
 * Gift vouchers (spec 002 sections 2.5, 2.6 and 4 "Gift purchase"; decision 0011): bought with the
 * parental PIN on the bill by fibre@selfcare.lk (fixed-line broadband; its gift code then spent by tv@'s
 * Home TV, as a Gift works on any connection) and through the sandbox card popup by prepaid@selfcare.lk,
 * each redeem code spent in the purchase modal's voucher box. The rentals bought here (Nil Diya
 * Yahana, Iravu Nilavu) are in no other spec, and this file runs last on the shared database.
 */

const PIN = '1234';
/** A redeem code as printed: three groups of four (decision 0011 "Redeem codes"). */
const CODE = /Voucher Redeem Code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/;

const main = (page: Page) => page.getByRole('main');

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/** The gift voucher's PIN modal, titled with its name: Yes waits for the PIN. */
async function confirmGiftWithPin(page: Page, voucherName: string) {
  const pin = page.getByRole('dialog', { name: voucherName });
  await expect(pin).toContainText('Are you sure you want to purchase?');
  await expect(pin.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await pin.getByLabel('Parental PIN').fill(PIN);
  await pin.getByRole('button', { name: 'Yes' }).click();
}

/**
 * The result modal's 'Purchase Successful' and redeem code; answers the code as the page shows it. The
 * PIN modal before it, of the same title, has a status of its own while an operator takes the payment.
 */
async function readRedeemCode(page: Page, voucherName: string): Promise<string> {
  const status = page
    .getByRole('dialog', { name: voucherName })
    .getByRole('status')
    .filter({ hasText: 'Purchase Successful' });
  await expect(status).toContainText('Purchase Successful');
  await expect(status).toContainText(CODE);
  const code = CODE.exec((await status.textContent()) ?? '')?.[1];
  if (!code) throw new Error('No redeem code in the result modal');
  return code;
}

async function closeResult(page: Page, voucherName: string) {
  const result = page.getByRole('dialog', { name: voucherName });
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toBeHidden();
}

/** A rental's page, its purchase modal with the redeem code in the voucher box, PIN, and the result. */
async function buyRentalWithCode(page: Page, options: { name: string; code: string; priceWithVoucher: string }) {
  await page.goto(`/products/${await productId(page.request, 'vod', options.name)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: options.name })).toBeVisible();
  await main(page).getByRole('button', { name: 'PURCHASE', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Purchasing' });
  const total = await modalTotal(page);
  await modal.getByLabel('Voucher code').fill(options.code);
  await expect(modal.getByText('Success', { exact: true })).toBeVisible();
  await expect(modal.getByText(`Price with the voucher: ${options.priceWithVoucher}`, { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'PURCHASE', exact: true }).click();

  const pin = page.getByRole('dialog', { name: 'Purchasing' });
  await expect(pin).toContainText('Are you sure you want to purchase?');
  await pin.getByLabel('Parental PIN').fill(PIN);
  await pin.getByRole('button', { name: 'Yes' }).click();

  const result = page.getByRole('dialog', { name: 'Purchasing' });
  await expect(result.getByRole('status')).toContainText('Purchase Successful');
  await expect(result.getByRole('status')).toContainText(/Reference No : \S+/);
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main(page).getByText('Purchased', { exact: true })).toBeVisible();
  return total;
}

/** The purchase modal's price before the voucher: the tax table's total, or the bill's plus-taxes price. */
async function modalTotal(page: Page): Promise<string> {
  const modal = page.getByRole('dialog', { name: 'Purchasing' });
  await expect(modal.getByRole('button', { name: 'PURCHASE', exact: true })).toBeEnabled();
  const taxes = modal.getByRole('table', { name: 'Tax' });
  if ((await taxes.count()) === 0) return '';
  const text = (await taxes.textContent()) ?? '';
  return /Total\s*(Rs\. [\d,]+\.\d{2})/.exec(text)?.[1] ?? '';
}

test.describe('gift vouchers', () => {
  // Two purchases each, one of them waiting on the bill's settling or the card gateway's notification.
  test.beforeEach(() => test.slow());

  test('fibre@ buys a gift voucher with the PIN on the bill, and tv@ spends its code on a rental', async ({ page }) => {
    await logIn(page, 'fibre@selfcare.lk');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Gifts' }).click();
    await expect(page).toHaveURL('/gifts');
    await expect(main(page).getByRole('heading', { level: 1, name: 'GIFT VOUCHERS' })).toBeVisible();
    const card = main(page).getByRole('link', { name: /Movie Lover Rs\. 1,000/ });
    await expect(card).toContainText('Rs. 1,000.00');
    await expect(main(page).getByRole('link', { name: /Family Treat Rs\. 2,500/ })).toContainText('Rs. 2,500.00');
    // Its purchase period ended in 2025: no longer listed.
    await expect(main(page).getByRole('link', { name: /Avurudu Gift 2025/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await card.click();
    await expect(page).toHaveURL(/\/gifts\/[0-9a-f-]{36}$/);
    const name = 'Movie Lover Rs. 1,000';
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByText('Rs. 1,000.00', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Maximum Purchasable Product')).toBeVisible();
    await expect(main(page).getByText('Value: Rs. 1,000.00', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Validity Period (days)')).toBeVisible();
    await expect(main(page).getByText('A Gift has a reference code usable by any connection.')).toBeVisible();
    // Restricted to video on demand: rentals are in, channels are out.
    const canBuy = main(page).getByRole('tabpanel', { name: 'What you can buy?' });
    await expect(canBuy.getByRole('listitem').filter({ hasText: 'Nil Diya Yahana' })).toBeVisible();
    await expect(canBuy.getByRole('listitem').filter({ hasText: 'Iravu Nilavu' })).toBeVisible();
    await expect(canBuy.getByRole('listitem').filter({ hasText: /^HBO$/ })).toHaveCount(0);
    await main(page).getByRole('tab', { name: "What you can't buy?" }).click();
    const cannotBuy = main(page).getByRole('tabpanel', { name: "What you can't buy?" });
    await expect(cannotBuy.getByRole('listitem').filter({ hasText: /^HBO$/ })).toBeVisible();
    await expect(cannotBuy.getByRole('listitem').filter({ hasText: 'Nil Diya Yahana' })).toHaveCount(0);
    await main(page).getByRole('tab', { name: 'What you can buy?' }).click();

    const purchase = main(page).getByRole('button', { name: 'PURCHASE', exact: true });
    await expect(purchase).toBeEnabled();
    await purchase.click();
    await confirmGiftWithPin(page, name);
    const code = await readRedeemCode(page, name);
    await expect(page.getByRole('dialog', { name }).getByRole('status')).toContainText(/Reference: GV\S+/);
    await expectNoAxeViolations(page);
    await closeResult(page, name);
    await expect(purchase).toBeEnabled();

    // A Gift's code works on any connection: tv@'s Home TV spends it. A value voucher pays up to what
    // remains: all of a Rs. 450.00 rental on the bill.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await logIn(page, 'tv@selfcare.lk');
    await buyRentalWithCode(page, { name: 'Nil Diya Yahana', code, priceWithVoucher: 'Rs. 0.00 plus taxes' });
  });

  test('prepaid@ buys a gift voucher by card, spends it on a rental and sees it under MY VOUCHERS', async ({
    page,
  }) => {
    await logIn(page, 'prepaid@selfcare.lk');
    await page.goto('/gifts');
    const name = 'Binge Pack: 5 Titles';
    await main(page)
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByText('Count: 5', { exact: true })).toBeVisible();
    await expect(main(page).getByText('An Own voucher is usable only by this connection.')).toBeVisible();
    // Not restricted: every product is one it can buy, and there is no "can't buy" tab.
    await expect(main(page).getByRole('tab', { name: "What you can't buy?" })).toHaveCount(0);

    await main(page).getByRole('button', { name: 'PURCHASE', exact: true }).click();
    await confirmGiftWithPin(page, name);
    await expect(gatewayPopup(page)).toBeVisible();
    await expect(
      page.getByText('Your payment is being processed. Your voucher redeem code will appear under MY VOUCHERS.'),
    ).toBeVisible();
    // Rs. 750 before taxes: SSCL 2.5641% (19.23) and VAT 18% on both (138.46).
    const frame = gatewayPage(page);
    await expect(frame.getByText('Rs. 907.69', { exact: true })).toBeVisible();
    await frame.getByLabel('Card number').fill(SUCCESS_CARD);
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('CVV').fill('123');
    await frame.getByRole('button', { name: 'Pay Rs. 907.69' }).click();
    await expect(gatewayPopup(page)).toBeHidden();

    const code = await readRedeemCode(page, name);
    await expect(page.getByRole('dialog', { name }).getByRole('status')).toContainText(/Reference: \S+/);
    await closeResult(page, name);

    // A count voucher pays the whole taxed price of one product: nothing is left to pay by card.
    const paidByVoucher = await buyRentalWithCode(page, { name: 'Iravu Nilavu', code, priceWithVoucher: 'Rs. 0.00' });
    expect(paidByVoucher).toMatch(/^Rs\. /);

    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Connection Info' })).toBeVisible();
    await page.getByRole('tab', { name: 'MY VOUCHERS' }).click();
    const vouchers = page.getByRole('tabpanel', { name: 'MY VOUCHERS' });
    const row = vouchers.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    // Name, code, ownership, then Total Value, Total Count, Remaining Value, Remaining Count.
    await expect(cells.nth(1)).toHaveText(name);
    await expect(cells.nth(3)).toHaveText('Own');
    await expect(cells.nth(5)).toHaveText('-');
    await expect(cells.nth(6)).toHaveText('5');
    await expect(cells.nth(8)).toHaveText('4');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name }).click();
    const usages = vouchers.getByRole('table', { name: `Purchases with ${name}` });
    await expect(usages.getByRole('row')).toHaveCount(2);
    const usage = usages.getByRole('row').nth(1);
    await expect(usage.getByRole('cell').nth(1)).toHaveText('Iravu Nilavu');
    await expect(usage.getByRole('cell').nth(2)).toHaveText(paidByVoucher);
    await vouchers.getByRole('button', { name: 'Back' }).click();
    await expect(vouchers.getByRole('table', { name: 'Vouchers' })).toBeVisible();
    await expect(row.getByRole('cell').nth(8)).toHaveText('4');
  });
});
