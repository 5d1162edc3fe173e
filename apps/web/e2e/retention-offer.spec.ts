import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../console/e2e/console-support';
import { expectNoAxeViolations } from './a11y-support';
import { productId } from './products-support';
import { logIn } from './support';

/**
 * Issue 31's retention offer (decision 0072): a catalogue manager sets an offer on beIN Sports in the
 * console (a channel no other spec unsubscribes, and none buys for fibre@selfcare.lk); fibre@ subscribes
 * to it on the bill, answers Yes to the spec's unsubscribe question, is offered the discount, accepts it
 * and stays subscribed.
 */

const main = (page: Page) => page.getByRole('main');

async function subscribe(page: Page) {
  await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
  const modal = page.getByRole('dialog', { name: 'Subscribing' });
  await modal.getByRole('button', { name: 'SUBSCRIBE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(confirm).toContainText('Are you sure you want to subscribe?');
  await confirm.getByLabel('Parental PIN').fill('1234');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Subscribing' }).getByRole('status')).toContainText(
    'Subscription Successful',
  );
  await page.getByRole('dialog', { name: 'Subscribing' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('staff set an offer; a subscriber unsubscribing accepts it and stays subscribed', async ({ page, browser }) => {
  // A staff sign-in with its second step, a subscription, and the offer step.
  test.setTimeout(120_000);
  const id = await productId(page.request, 'channel', 'beIN Sports');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'catalogue@selfcare.lk');
  await staff.goto(`/console/products/${id}`);
  const panel = staff.getByRole('region', { name: 'Retention offer' });
  await expect(panel.getByRole('status')).toBeVisible();
  await panel.getByLabel('Discount in % (5-90)').fill('30');
  await panel.getByLabel('Renewals discounted (1-12)').fill('3');
  await panel.getByLabel('Reason (kept in the audit)').fill('Retention campaign for sports');
  await panel.getByRole('button', { name: 'Save offer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Now: 30 % off the next 3 renewals.');
  await expectNoAxeViolations(staff, 'the retention offer panel', '[aria-labelledby="retention-offer-title"]');
  await staffContext.close();

  await logIn(page, 'fibre@selfcare.lk');
  await page.goto(`/products/${id}/false`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'beIN Sports' })).toBeVisible();
  await subscribe(page);

  await main(page).getByRole('button', { name: 'UNSUBSCRIBE' }).click();
  const question = page.getByRole('dialog', { name: 'Unsubscribing' });
  await expect(question).toContainText('Are you sure you want to unsubscribe?');
  await question.getByRole('button', { name: 'Yes' }).click();

  const offer = page.getByRole('dialog', { name: 'Before you go' });
  await expect(offer).toContainText('Stay and get 30% off your next 3 renewals');
  await expect(offer).toContainText(/Rs\. [\d,.]+ instead of Rs\. [\d,.]+ each time, taxes included\./);
  await expect(offer.getByRole('button', { name: 'No thanks, unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(page, 'the retention offer', '[role="dialog"]');

  // By keyboard: the accept button, then Enter.
  await offer.getByRole('button', { name: 'Accept offer' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer.getByRole('status')).toHaveText(
    'Offer accepted. Your subscription continues, with 30% off your next 3 renewals.',
  );
  await expectNoAxeViolations(page, 'the accepted offer', '[role="dialog"]');
  await offer.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(main(page).getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
});
