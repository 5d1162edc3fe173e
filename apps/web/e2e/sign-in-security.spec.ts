import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { logIn } from './support';

/**
 * Issue 31, "Sign-in and security": the account's sessions on the profile, and signing one out.
 * The demo accounts are shared by every spec of a server, so this spec signs out only the session it
 * made itself (a browser that says it is Firefox on Windows, which no other spec's is), never the
 * others; "sign out all others" is covered by the api tests (auth/sessions-list.test.ts and the
 * PostgreSQL race in auth/sign-out-race.postgres.test.ts).
 */
const ACCOUNT = 'fibre@selfcare.lk';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function openSecurityTab(page: Page) {
  await page.goto('/profile?tab=6');
  await expect(page.getByRole('tab', { name: 'SIGN-IN AND SECURITY' })).toHaveAttribute('aria-selected', 'true');
}

test('lists this browser and another, and signs the other out at once', async ({ page, browser }) => {
  const other = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const otherPage = await other.newPage();
  await logIn(otherPage, ACCOUNT);
  await logIn(page, ACCOUNT);

  await openSecurityTab(page);
  await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
  const thisDevice = page.getByRole('listitem').filter({ hasText: '(this device)' });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice).toContainText('Sri Lanka');
  const otherCard = page.getByRole('listitem').filter({ hasText: 'Firefox / Windows' }).first();
  await expect(otherCard).toContainText('Last active');
  await expectNoAxeViolations(page, 'sign-in and security', 'main');

  await otherCard.getByRole('button', { name: 'Sign out Firefox / Windows' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm).toContainText('Sign out Firefox / Windows? It will have to log in again.');
  await expectNoAxeViolations(page, 'sign out dialog', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Sign out' });
  await expect(done.getByRole('status')).toHaveText('That session has been signed out.');
  await done.getByRole('button', { name: 'OK' }).click();

  // The signed-out browser's next call is refused, and it lands on the login page.
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(page.getByRole('listitem').filter({ hasText: '(this device)' })).toHaveCount(1);
  await other.close();
});

test('the part is in Tamil for a subscriber who chose Tamil', async ({ page }) => {
  await logIn(page, ACCOUNT);
  await page.getByRole('combobox', { name: 'Site language' }).selectOption('ta');
  // The choice is kept once the page has switched to it: going on before that can load the next page in English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.goto('/profile?tab=6');
  await expect(page.getByRole('tab', { name: 'உள்நுழைவும் பாதுகாப்பும்' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'நீங்கள் உள்நுழைந்துள்ள இடங்கள்' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '(இந்தச் சாதனம்)' })).toContainText('இலங்கை');
  await expectNoAxeViolations(page, 'sign-in and security in Tamil', 'main');
  await page.getByRole('combobox', { name: 'இணையத்தள மொழி' }).selectOption('en');
});
