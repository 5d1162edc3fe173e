import { expect, test } from '@playwright/test';
import { gatewayPage, gatewayPopup, payWith, SUCCESS_CARD } from './purchase-card-support';
import {
  chooseCustomerType,
  confirmEmail,
  expectAccessible,
  logInAsNew,
  NEW_PASSWORD,
  readOtp,
  uniqueEmail,
} from './registration-support';

/**
 * Registering an other-network card user (type 7): the country fixed to Sri Lanka, the OTP sent to
 * +94 and the 9 digits, the package paid in the sandbox card gateway's popup (README test cards).
 */
test('a card user (type 7) registers, pays by card and logs in with the package', async ({ page }) => {
  const email = uniqueEmail('card');
  const nine = `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await chooseCustomerType(page, 'Other networks and card users');

  await expect(page).toHaveURL('/personaldetails');
  await expect(page.getByLabel('Country')).toHaveValue('Sri Lanka');
  await page.getByLabel('First Name').fill('Dilani');
  await page.getByLabel('Family Name').fill('Fernando');
  await page.getByLabel('Mobile Number').fill(`0${nine}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter 9 digits starting with 7')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Mobile Number').fill(nine);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/verify');
  // The number as typed after the form's +94, spaced for reading.
  const readable = `+94 ${nine.slice(0, 2)} ${nine.slice(2, 5)} ${nine.slice(5)}`;
  await expect(page.getByText(`Enter the verification code we sent by SMS to ${readable}.`)).toBeVisible();
  await page.getByLabel('OTP').fill(await readOtp(page, `+94${nine}`));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/viewpackage');
  const main = page.getByRole('main');
  const order = main.getByRole('region', { name: 'Your order' });
  const submit = order.getByRole('button', { name: 'SUBMIT' });
  // Nothing is chosen for the subscriber: the terms alone pay for nothing, and SUBMIT says why.
  await expect(main.getByRole('button', { name: /chosen$/ })).toHaveCount(0);
  await order.getByRole('checkbox', { name: /I agree to the/ }).check();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Choose a package');
  await expectAccessible(page);

  const packages = main.getByRole('region', { name: 'Packages' });
  const choose = packages.getByRole('button', { name: 'Choose PEO Family' });
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
  const packageName = 'PEO Family';
  await expect(packages.getByRole('button', { name: `${packageName} chosen` })).toBeVisible();
  // The channel grid is behind 'N Channels'; open, each channel's artwork shows whole (its name is in it).
  const channels = main.getByRole('button', { name: /^\d+ Channels$/ });
  await expect(channels).toHaveAttribute('aria-expanded', 'false');
  await channels.press('Enter');
  await expect(channels).toHaveAttribute('aria-expanded', 'true');
  const grid = main.getByRole('list', { name: 'Channels' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await grid.getByRole('listitem').first().scrollIntoViewIfNeeded();
  // How far each loaded image's box is from the image's own shape: 0 when nothing of it is cut off.
  const framing = () =>
    grid.locator('img').evaluateAll((images) =>
      images.flatMap((image) => {
        const shown = image as HTMLImageElement;
        if (!shown.complete || shown.naturalWidth === 0) return [];
        return [Math.abs(shown.clientWidth / shown.clientHeight - shown.naturalWidth / shown.naturalHeight)];
      }),
    );
  await expect.poll(async () => (await framing()).length).toBeGreaterThan(0);
  expect((await framing()).filter((gap) => gap > 0.01)).toEqual([]);
  await channels.click();

  // An extra screen, priced with tax, is paid with the package: what the order says is what is charged.
  const toPay = order.getByText(/^To pay now: Rs\. [\d,]+\.\d\d$/);
  const packageOnly = ((await toPay.textContent()) ?? '').replace('To pay now: ', '');
  await order.getByRole('radio', { name: /^2 Additional Screens/ }).check();
  await expect(toPay).not.toHaveText(`To pay now: ${packageOnly}`);
  await expect(order.getByRole('table', { name: 'Tax' })).toBeVisible();
  const amount = ((await toPay.textContent()) ?? '').replace('To pay now: ', '');
  await expect(order.getByRole('table', { name: 'Tax' }).getByRole('row', { name: `Total ${amount}` })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await submit.click();

  await expect(gatewayPopup(page)).toBeVisible();
  await expect(gatewayPage(page).getByText(`${packageName} + 2 Additional Screens`)).toBeVisible();
  await payWith(page, SUCCESS_CARD, amount);

  await expect(page).toHaveURL(/\/paymentStatus\?transactionId=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${packageName} + 2 Additional Screens`, { exact: true })).toBeVisible();
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  // Read from the registration's own answer: the card and reference show before any login.
  await expect(page.getByText('Paid by VISA')).toBeVisible();
  await expect(page.getByText(/^Reference No : \S+$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'CONTINUE' }).click();

  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('Your Validation Code is')).toBeVisible();
  await confirmEmail(page, email);
  await logInAsNew(page, email);
  await expect(page.getByRole('main')).toContainText(packageName);
});
