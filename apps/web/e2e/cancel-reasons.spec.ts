import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../console/e2e/console-support';
import { expectNoAxeViolations } from './a11y-support';
import { logIn } from './support';

/**
 * Issue 31's reasons (decision 0071): fibre@selfcare.lk subscribes to Sony Six on its bill (a channel its
 * packages do not hold and no other spec buys for this login), unsubscribes giving a reason by keyboard, and the console's
 * cancellations report counts it. The dialog's own question and Yes / No stay the spec's.
 */

const main = (page: Page) => page.getByRole('main');

async function subscribeToSonySix(page: Page) {
  await page.goto('/channels');
  await page.getByRole('link', { name: 'Sony Six' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sony Six' })).toBeVisible();
  await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
  const modal = page.getByRole('dialog', { name: 'Subscribing' });
  await modal.getByRole('button', { name: 'SUBSCRIBE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(confirm).toContainText('Are you sure you want to subscribe?');
  await confirm.getByLabel('Parental PIN').fill('1234');
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: 'Subscribing' }).getByRole('status');
  await expect(result).toContainText('Subscription Successful');
  await page.getByRole('dialog', { name: 'Subscribing' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function tooExpensiveCount(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Reports' }).click();
  const section = page.getByRole('region', { name: 'Cancellations and their reasons' });
  const byReason = section.getByRole('table', { name: 'Cancellations by reason' });
  const row = byReason.getByRole('row', { name: /^Too expensive / });
  await expect(row).toBeVisible();
  return (await row.getByRole('cell').nth(1).textContent()) ?? '';
}

test('a subscriber says why they leave, and the console counts the reason', async ({ page, browser }) => {
  // Two sign-ins (the staff member's with its second step), a subscription and an unsubscription.
  test.setTimeout(120_000);
  // A context of its own (axe needs one, not a bare browser.newPage()) for the console's staff member.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'finance@selfcare.lk');
  const before = Number(await tooExpensiveCount(staff));

  await logIn(page, 'fibre@selfcare.lk');
  await subscribeToSonySix(page);

  await main(page).getByRole('button', { name: 'UNSUBSCRIBE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsubscribing' });
  await expect(dialog).toContainText('Are you sure you want to unsubscribe?');
  const question = dialog.getByRole('group', { name: 'Why are you leaving? (optional)' });
  await expect(question.getByRole('radio')).toHaveCount(5);
  await expect(question.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the unsubscribe dialog', '[role="dialog"]');

  // By keyboard: into the list, the first reason, then the words box that comes with it.
  await question.getByRole('radio', { name: 'It costs too much' }).focus();
  await page.keyboard.press('Space');
  await expect(question.getByRole('radio', { name: 'It costs too much' })).toBeChecked();
  await page.keyboard.press('Tab');
  const words = question.getByRole('textbox', { name: /Anything you would like to tell us/ });
  await expect(words).toBeFocused();
  await page.keyboard.type('Rs. 390 a month is too much for us.');
  await expectNoAxeViolations(page, 'the unsubscribe dialog with a reason', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByRole('status')).toContainText('Unsubscription Successful');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(main(page).getByText('Please re-subscribe to cancel the unsubscription.')).toBeVisible();

  await staff.reload();
  await expect.poll(async () => Number(await tooExpensiveCount(staff))).toBe(before + 1);
  // Counts only: what the subscriber wrote is nowhere in the report.
  await expect(staff.getByText('too much for us')).toHaveCount(0);
  await expectNoAxeViolations(staff, 'the cancellations report', '[aria-labelledby="report-cancellations"]');
  await staffContext.close();
});
