import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { monthsAfter, productId, shownDate, tamilDate, userProduct } from './products-support';
import { logIn } from './support';

/**
 * Pausing a monthly subscription (issue 31, decision 0070): a product no other spec buys for the login is
 * subscribed first on the bill (Tamil Plus for tv@selfcare.lk in English, Movie Max, outside its PEO Lite,
 * for fibre@selfcare.lk in Tamil; cancel-reasons.spec.ts buys Sony Six for it), then paused from its page, seen paused there and in MY CONTENT, and resumed early.
 */

const PIN = '1234';
const main = (page: Page) => page.getByRole('main');

/** Subscribes to a product on the bill from its page, in English, and answers its billing end date. */
async function subscribe(page: Page, path: string, name: string): Promise<string> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
  await page.getByRole('dialog', { name: 'Subscribing' }).getByRole('button', { name: 'SUBSCRIBE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(confirm.getByLabel('Parental PIN')).toBeFocused();
  await page.keyboard.type(PIN);
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('status')).toContainText('Subscription Successful');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { billingEndDate } = await userProduct(page, new URL(page.url()).pathname.split('/')[2] ?? '');
  if (!billingEndDate) throw new Error(`${name} has no billing end date`);
  return billingEndDate;
}

test('pauses a subscription for two months, sees when it resumes, and resumes it early', async ({ page }) => {
  const bundle = await productId(page.request, 'channelbundle', 'Tamil Plus');
  await logIn(page, 'tv@selfcare.lk');
  const end = await subscribe(page, `/channel-bundle/${bundle}`, 'Tamil Plus');
  const resumesOn = monthsAfter(end, 2);

  await main(page).getByRole('button', { name: 'PAUSE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause subscription' });
  await expect(dialog.getByRole('radio', { name: '1 month' })).toBeChecked();
  await expect(dialog).toContainText(`You can watch until ${shownDate(end)}.`);
  await expect(dialog).toContainText('Nothing is charged while the subscription is paused.');
  await expect(dialog).toContainText(`It resumes by itself on ${shownDate(monthsAfter(end, 1))}`);
  // From the keyboard: the arrow moves the choice, and the resume day follows it.
  await dialog.getByRole('radio', { name: '1 month' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: '2 months' })).toBeChecked();
  await expect(dialog).toContainText(`It resumes by itself on ${shownDate(resumesOn)}`);
  await expectNoAxeViolations(page, 'the pause dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const pausedNote = `Paused until ${shownDate(resumesOn)}. You can resume it earlier.`;
  await expect(main(page).getByRole('status').filter({ hasText: pausedNote })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'RESUME NOW' })).toBeFocused();
  // The unsubscribe stays as it was.
  await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
  const productPage = page.url();

  await page.goto('/profile');
  const channels = main(page).getByRole('region', { name: 'Additional Channels' });
  await expect(channels.getByRole('link', { name: 'Tamil Plus' })).toHaveAccessibleDescription(
    new RegExp(`Paused until ${shownDate(resumesOn)}`),
  );
  await expectNoAxeViolations(page, 'MY CONTENT with a paused subscription');

  await page.goto(productPage);
  await main(page).getByRole('button', { name: 'RESUME NOW' }).click();
  const resume = page.getByRole('dialog', { name: 'Resume subscription' });
  await expect(resume).toContainText('the next month is charged at its usual price');
  await expectNoAxeViolations(page, 'the resume dialog', '[role="dialog"]');
  await resume.getByRole('button', { name: 'Yes' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Your subscription has resumed.' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'PAUSE' })).toBeVisible();
  await expect(main(page).getByText('Subscribed', { exact: true })).toBeVisible();
});

test('pauses a subscription in Tamil and sees the resume day written in Tamil', async ({ page }) => {
  const bundle = await productId(page.request, 'channelbundle', 'Movie Max');
  await logIn(page, 'fibre@selfcare.lk');
  const end = await subscribe(page, `/channel-bundle/${bundle}`, 'Movie Max');
  await page.getByRole('banner').locator('select').selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  await main(page).getByRole('button', { name: 'இடைநிறுத்து' }).click();
  const dialog = page.getByRole('dialog', { name: 'சந்தாவை இடைநிறுத்துக' });
  await dialog.getByRole('radio', { name: '3 மாதங்கள்' }).check();
  const resumesOn = tamilDate(monthsAfter(end, 3));
  await expect(dialog).toContainText(`${resumesOn} அன்று அது தானாகவே மீளத் தொடங்கும்`);
  await expect(dialog).toContainText('சந்தா இடைநிறுத்தப்பட்டிருக்கும்போது எந்தக் கட்டணமும் அறவிடப்படாது.');
  await expectNoAxeViolations(page, 'the pause dialog in Tamil', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'இடைநிறுத்து', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `${resumesOn} வரை இடைநிறுத்தப்பட்டுள்ளது.` }),
  ).toBeVisible();

  await page.goto('/profile');
  const channels = main(page).getByRole('region', { name: 'மேலதிக அலைவரிசைகள்' });
  await expect(channels.getByRole('link', { name: 'Movie Max' })).toHaveAccessibleDescription(
    new RegExp(`${resumesOn} வரை இடைநிறுத்தப்பட்டுள்ளது`),
  );
});
