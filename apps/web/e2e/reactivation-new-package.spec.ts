import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gatewayPopup, payWith, SUCCESS_CARD } from './purchase-card-support';
import { logIn } from './support';

/**
 * expired@selfcare.lk's prepaid connection (type 7) is suspended because its one-off PEO Family quarter
 * has ended: there is no subscription to re-activate, so 'Select Packages' opens /viewpackage in
 * reactivate mode, a new package is paid in the sandbox card checkout, and the connection is active
 * again. Only this spec uses that login.
 */
test('at 375 px and 1280 px the order, the terms and SUBMIT follow the chosen package, not its channel grid', async ({
  page,
}) => {
  await logIn(page, 'expired@selfcare.lk');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Select Packages' }).click();
  await expect(page).toHaveURL('/viewpackage');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const packages = main.getByRole('region', { name: 'Packages' });
    await packages
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    const channels = main.getByRole('button', { name: /^\d+ Channels$/ });
    await expect(channels).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('list', { name: 'Channels' })).toBeHidden();
    const order = main.getByRole('region', { name: 'Your order' });
    await expect(order.getByText(/^To pay now: Rs\. /)).toBeVisible();
    // Only the closed 'N Channels' button stands between the package and the order.
    const below = (await channels.boundingBox())?.y ?? 0;
    const orderTop = (await order.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(orderTop - below).toBeLessThan(120);
    const submit = order.getByRole('button', { name: 'SUBMIT' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await expect(order.getByRole('checkbox', { name: /I agree to the/ })).toBeInViewport();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
});

test('a suspended connection whose one-off package ended chooses and pays for a new package', async ({ page }) => {
  await logIn(page, 'expired@selfcare.lk');
  const main = page.getByRole('main');
  const panel = main.getByRole('region', { name: 'Connection suspended' });
  await expect(panel).toContainText(
    'Your package has expired. Please select and purchase a package of your choice to enjoy this service.',
  );
  await expect(panel.getByRole('button', { name: 'RE-ACTIVATE' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'My Package' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Select Packages' }).click();

  await expect(page).toHaveURL('/viewpackage');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Package' })).toBeVisible();
  const packages = main.getByRole('region', { name: 'Packages' });
  // Packages sold in months, like the quarter that ended; the seven-day pass is not among them.
  await expect(packages.getByRole('heading', { name: 'PEO Family' })).toBeAttached();
  await expect(packages.getByRole('heading', { name: 'PEO Weekly Pass' })).toHaveCount(0);
  // Nothing is chosen until the subscriber chooses: SUBMIT says so.
  await expect(packages.getByRole('button', { name: /chosen$/ })).toHaveCount(0);
  const order = main.getByRole('region', { name: 'Your order' });
  await expect(order.getByRole('button', { name: 'SUBMIT' })).toHaveAccessibleDescription('Choose a package');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The newest packages come first for a card user; the Next slide button brings PEOTVGO into view.
  const choose = packages.getByRole('button', { name: 'Choose PEOTVGO' });
  for (let step = 0; ; step += 1) {
    try {
      await expect(choose).toBeInViewport({ timeout: 1_000 });
      break;
    } catch (error) {
      if (step === 5) throw error;
      await packages.getByRole('button', { name: 'Next slide' }).click();
    }
  }
  await choose.click();
  await expect(packages.getByRole('button', { name: 'PEOTVGO chosen' })).toBeVisible();
  const toPay = order.getByText(/^To pay now: Rs\. [\d,]+\.\d\d$/);
  await expect(toPay).toBeVisible();
  const amount = ((await toPay.textContent()) ?? '').replace('To pay now: ', '');
  await main.getByRole('checkbox', { name: /I agree to the/ }).check();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await main.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(gatewayPopup(page)).toBeVisible();
  await payWith(page, SUCCESS_CARD, amount);

  await expect(page).toHaveURL(/\/paymentStatus\?transactionId=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('PEOTVGO', { exact: true })).toBeVisible();
  const status = main.getByRole('status');
  await expect(status).toContainText(amount);
  await expect(status).toContainText('Paid by VISA');
  await expect(status).toContainText('Card: ************1292');
  await expect(status).toContainText(/Reference No : [A-Z0-9]+/);
  await page.getByRole('button', { name: 'CONTINUE' }).click();

  await expect(page).toHaveURL('/');
  await expect(main.getByRole('region', { name: 'Connection suspended' })).toHaveCount(0);
  const myPackage = main.getByRole('region', { name: 'My Package' });
  await expect(myPackage).toContainText('PEOTVGO');
  await expect(myPackage).not.toContainText('PEO Family');
  // A reload reads the connection afresh: still active, with the new package.
  await page.reload();
  await expect(main.getByRole('region', { name: 'My Package' })).toContainText('PEOTVGO');
  await expect(main.getByRole('region', { name: 'Connection suspended' })).toHaveCount(0);
});
