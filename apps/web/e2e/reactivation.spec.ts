import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gatewayPage, gatewayPopup, SUCCESS_CARD } from './purchase-card-support';
import { logIn } from './support';

/**
 * suspended@selfcare.lk's two connections, suspended after failed renewals, are re-activated here: the
 * prepaid one through the sandbox card checkout, the mobile-billed one through the operator sandbox
 * (0712345678 ends in 8: SUCCESS). No later spec relies on them staying suspended.
 */
test.describe.configure({ mode: 'serial' });

test('the suspended screen passes axe and re-activates the prepaid connection by card', async ({ page }) => {
  await logIn(page, 'suspended@selfcare.lk');
  const main = page.getByRole('main');
  const panel = main.getByRole('region', { name: 'Connection suspended' });
  await expect(panel).toContainText('the card payment for your package renewal was unsuccessful');
  await expect(panel).toContainText(/PEOTVGO: Rs\. [\d,]+\.\d\d/);
  await expect(main.getByRole('heading', { name: 'Featured Channels' })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await panel.getByRole('button', { name: 'RE-ACTIVATE' }).click();
  await expect(gatewayPopup(page)).toBeVisible();
  await expect(page.getByText('Payment Processing....', { exact: true })).toBeVisible();
  const frame = gatewayPage(page);
  await frame.getByLabel('Card number').fill(SUCCESS_CARD);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
  await frame.getByLabel('CVV').fill('123');
  // A reactivation preapproves the card the package then renews on (decision 0058).
  await frame.getByRole('button', { name: /^Approve the card and pay / }).click();
  await expect(gatewayPopup(page)).toBeHidden();

  const dialog = page.getByRole('dialog', { name: 'Re-activate your connection' });
  await expect(dialog.getByRole('status')).toContainText('Reactivated Successfully');
  await dialog.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('region', { name: 'Connection suspended' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'My Package' })).toContainText('PEOTVGO');
});

test('the mobile-billed connection re-activates through the operator', async ({ page }) => {
  await logIn(page, 'suspended@selfcare.lk');
  const selector = page.getByRole('combobox', { name: 'Connection' });
  await selector.click();
  await page.getByRole('option', { name: /Mobitel Streaming/ }).click();
  const main = page.getByRole('main');
  const panel = main.getByRole('region', { name: 'Connection suspended' });
  await expect(panel).toContainText('insufficient balance on your telephone number');
  await panel.getByRole('button', { name: 'RE-ACTIVATE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-activate your connection' });
  await expect(dialog.getByRole('status')).toContainText('Reactivated Successfully');
  await dialog.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(main.getByRole('region', { name: 'My Package' })).toContainText('PEOTVGO');
});
