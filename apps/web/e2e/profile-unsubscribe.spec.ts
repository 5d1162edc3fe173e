import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../console/e2e/console-support';
import { expectNoAxeViolations } from './a11y-support';
import { dayAfter, productId, shownDate, userProduct } from './products-support';
import { logIn } from './support';

/**
 * Unsubscribing a connection from /profile (spec 002 sections 2.2 and 4, decision 0010), as
 * moving@selfcare.lk: two active fixed-line connections on monthly packages, used by this spec alone.
 * First, the one demo subscriber whose running base package no other spec changes is offered a
 * downgrade instead of unsubscribing it (issue 31, decision 0075): the tests run in order, as a pending
 * downgrade does not hold off unsubscribing the connection afterwards.
 */
test.describe.configure({ mode: 'serial' });
const EMAIL = 'moving@selfcare.lk';
const TOWN_HOUSE = { name: 'Town House TV', telephone: '0382245566' };
const HOLIDAY_HOME = { name: 'Holiday Home TV', telephone: '0662233445' };

async function selectorOptions(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Connection' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const names = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  return names.map((name) => name.trim());
}

/** Unsubscribe, confirm, read the success dialog and close it. */
async function unsubscribeSelected(page: Page, checkAxe = false) {
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsubscribe connection' });
  await expect(confirm).toContainText('Are you sure you want to unsubscribe this connection?');
  if (checkAxe) {
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations).toEqual([]);
  }
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Unsubscribe connection' });
  await expect(done.getByRole('status')).toHaveText('Unsubscription success');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('staff offer a downgrade on PEO Family; unsubscribing it, the subscriber accepts by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const familyId = await productId(page.request, 'package', 'PEO Family');
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'catalogue@selfcare.lk');
  await staff.goto(`/console/products/${familyId}`);
  const panel = staff.getByRole('region', { name: 'Retention offer' });
  await expect(panel.getByRole('status')).toHaveText('Now: no offer.');
  await panel.getByLabel('Offer', { exact: true }).selectOption('downgrade');
  const target = panel.getByLabel('Package to downgrade to (cheaper, sold by the month)');
  await expect(target.getByRole('option', { name: 'PEO Lite' })).toHaveCount(1);
  await target.selectOption({ label: 'PEO Lite' });
  await panel.getByLabel('Reason (kept in the audit)').fill('Keep families on a cheaper package');
  await panel.getByRole('button', { name: 'Save offer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Now: a downgrade to PEO Lite at the period end instead.');
  await expectNoAxeViolations(
    staff,
    'the retention offer panel with a downgrade',
    '[aria-labelledby="retention-offer-title"]',
  );

  await logIn(page, EMAIL);
  await page.goto(`/products/${familyId}/false`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'PEO Family' })).toBeVisible();
  const { billingEndDate } = await userProduct(page, familyId);
  if (!billingEndDate) throw new Error('PEO Family has no billing end date');
  const changeDate = dayAfter(billingEndDate);

  // By keyboard only: each button reached and pressed with Enter.
  await main.getByRole('button', { name: 'UNSUBSCRIBE' }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Unsubscribing' });
  await question.getByRole('button', { name: 'Yes', exact: true }).focus();
  await page.keyboard.press('Enter');

  const offer = page.getByRole('dialog', { name: 'Before you go' });
  await expect(offer).toContainText(
    new RegExp(`Switch to PEO Lite for Rs\\. [\\d,.]+ a month from ${shownDate(changeDate)}`),
  );
  await expect(offer.getByRole('button', { name: 'No thanks, unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(page, 'the downgrade offer', '[role="dialog"]');
  await offer.getByRole('button', { name: 'Accept offer' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer.getByRole('status')).toHaveText(
    `Offer accepted. Your package switches to PEO Lite on ${shownDate(changeDate)}.`,
  );
  await expectNoAxeViolations(page, 'the accepted downgrade offer', '[role="dialog"]');
  await offer.getByRole('button', { name: 'OK' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/packages');
  // The page's other status regions (each card's pause state, decision 0074) stay empty here.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your package will change' })).toHaveText(
    `Your package will change to PEO Lite on ${changeDate}.`,
  );

  // The offer was for this journey: cleared, so no other subscriber of PEO Family is offered it.
  await panel.getByLabel('Reason (kept in the audit)').fill('Downgrade offer journey over');
  await panel.getByRole('button', { name: 'Clear offer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Now: no offer.');
  await staffContext.close();
});

test('unsubscribes one fixed-line connection, then the other', async ({ page }) => {
  await logIn(page, EMAIL);
  await page.goto('/profile');
  const selector = page.getByRole('combobox', { name: 'Connection' });
  const info = page.getByRole('region', { name: 'Connection Info' });
  await expect(selector).toContainText(TOWN_HOUSE.name);
  await expect(info).toContainText(TOWN_HOUSE.telephone);

  await unsubscribeSelected(page, true);

  // The first remaining connection becomes the selected one and the page shows it.
  await expect(selector).toContainText(HOLIDAY_HOME.name);
  await expect(info).toContainText(HOLIDAY_HOME.telephone);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  // A fixed-line connection leaves the account's list at once (decision 0038), also when read afresh.
  expect(await selectorOptions(page)).toEqual([expect.stringContaining(HOLIDAY_HOME.name), 'Add Account']);
  await page.reload();
  await expect(selector).toContainText(HOLIDAY_HOME.name);
  await expect(info).toContainText(HOLIDAY_HOME.telephone);

  await unsubscribeSelected(page);

  // No connection remains: the session ends and the login page shows.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});
