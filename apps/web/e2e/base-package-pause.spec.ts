import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../console/e2e/console-support';
import { expectNoAxeViolations } from './a11y-support';
import { productId, shownDate, userProduct } from './products-support';
import { logIn } from './support';

/**
 * A base package's pause (issue 31, decision 0074): a catalogue manager lets subscribers pause PEO
 * Family in the console; homebase@selfcare.lk, whose connection holds PEO Family alone, pauses it from
 * its card on /packages with the keyboard, sees when it resumes there and in MY CONTENT, and resumes it
 * early. The manager turns the permission off again, so no other spec sees it.
 */

const main = (page: Page) => page.getByRole('main');
const familyCard = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'Packages', exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'PEO Family', exact: true }) });

async function setPermission(page: Page, id: string, reason: string, button: string, now: string) {
  await page.goto(`/console/products/${id}`);
  const panel = page.getByRole('region', { name: 'Pause by subscribers' });
  await expect(panel.getByRole('status')).not.toBeEmpty();
  await panel.getByLabel('Reason (kept in the audit)').fill(reason);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: button })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(now);
}

/** 'YYYY-MM-DD' one calendar month after `date`, as the api counts a pause. */
function monthAfter(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

test('staff allow pausing a base package; its subscriber pauses it and resumes it early', async ({ page, browser }) => {
  // Two staff sign-ins with their second step, and the subscriber's journey.
  test.setTimeout(150_000);
  const family = await productId(page.request, 'package', 'PEO Family');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'catalogue@selfcare.lk');
  await setPermission(
    staff,
    family,
    'Holiday season pause trial',
    'Subscribers may pause this base package',
    'Now: subscribers may pause this base package.',
  );
  await expectNoAxeViolations(staff, 'the pause permission panel', '[aria-labelledby="pause-permission-title"]');

  await logIn(page, 'homebase@selfcare.lk');
  const { billingEndDate } = await userProduct(page, family);
  if (!billingEndDate) throw new Error('PEO Family has no billing end date');
  const resumesOn = monthAfter(billingEndDate);
  await page.goto('/packages');
  await expect(familyCard(page).getByText('Current Package')).toBeVisible();

  // From the keyboard: PAUSE, then the dialog's own buttons.
  await familyCard(page).getByRole('button', { name: 'PAUSE' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pause subscription' });
  await expect(dialog).toContainText(
    `This is your base package: after ${shownDate(billingEndDate)} the whole TV service stops, with the channels, screens and data it includes, and nothing can be bought on this connection until it resumes.`,
  );
  await expect(dialog).toContainText(`It resumes by itself on ${shownDate(resumesOn)}`);
  await expectNoAxeViolations(page, 'the base package pause dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Pause', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    familyCard(page)
      .getByRole('status')
      .filter({ hasText: `Paused until ${shownDate(resumesOn)}.` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the packages page with a paused base package');

  await page.goto('/profile');
  const current = main(page).getByRole('region', { name: 'Current Package' });
  await expect(current).toContainText(`Paused until ${shownDate(resumesOn)}`);

  await page.goto('/packages');
  await familyCard(page).getByRole('button', { name: 'RESUME NOW' }).focus();
  await page.keyboard.press('Enter');
  const resume = page.getByRole('dialog', { name: 'Resume subscription' });
  await resume.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    familyCard(page).getByRole('status').filter({ hasText: 'Your subscription has resumed.' }),
  ).toBeVisible();

  await setPermission(
    staff,
    family,
    'Trial over for the test',
    'Stop subscribers pausing it',
    'Now: subscribers may not pause this base package.',
  );
  await staffContext.close();
});
