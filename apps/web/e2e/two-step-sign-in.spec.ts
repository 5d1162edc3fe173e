import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './a11y-support';
import { choosePackage, signUpMobitel } from './registration-operator-support';
import { confirmEmail, logInAsNew, NEW_PASSWORD, outbox, uniqueEmail, uniqueMobile } from './registration-support';

/**
 * The status message with this text: a request under way shows a spinner, which is a status too, so a
 * dialog can announce two things at once for a moment.
 */
async function expectStatus(scope: Page | Locator, text: string) {
  await expect(scope.getByRole('status').filter({ hasText: text })).toHaveText(text);
}

/**
 * Issue 31, two-step sign-in, on an account this spec registers itself (a mobile-operator customer,
 * whose number is new each run), so the shared demo accounts keep logging in with a password alone.
 * The codes are computed from the key the set-up shows, as an authenticator app would.
 */

/** The authenticator's code `stepsAhead` 30-second steps from now (each step's code is taken once). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function registerSubscriber(page: Page, mobile = uniqueMobile('5')): Promise<string> {
  const email = uniqueEmail('two-step');
  await signUpMobitel(page, mobile, email);
  await choosePackage(page);
  await expect(page).toHaveURL(/\/sandbox\/operator\/consent/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL('/auth');
  await confirmEmail(page, email);
  return email;
}

async function typePassword(
  page: Page,
  email: string,
  labels = { email: 'Email', password: 'Password', submit: 'Submit' },
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
}

async function openTwoStepSection(page: Page) {
  await page.goto('/profile?tab=6');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  return section;
}

/** The newest two-step code texted to `mobile` that is not `before` (the sandbox outbox, newest first). */
async function textedCode(page: Page, mobile: string, before = ''): Promise<string> {
  let code = '';
  await expect(async () => {
    const html = await (await page.request.get(outbox(mobile))).text();
    code = html.match(/your sign-in code is (\d{6})/)?.[1] ?? '';
    expect(code).not.toBe('');
    expect(code).not.toBe(before);
  }).toPass({ timeout: 10_000 });
  return code;
}

async function freshBrowser(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('an authenticator: turned on, asked on a new browser, remembered, a recovery code in Tamil, turned off', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = await registerSubscriber(page);
  await logInAsNew(page, email);

  // Set-up: the QR code and key, a wrong code said, the right one turns it on with ten recovery codes.
  let section = await openTwoStepSection(page);
  await expect(section).toContainText('Two-step sign-in is off.');
  await expectNoAxeViolations(page, 'two-step section', 'main');
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setUp = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(setUp.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await setUp.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, 'authenticator set-up', '[role="dialog"]');
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await expect(setUp.getByText('Type the code.')).toBeVisible();
  await setUp.getByLabel('Code from the app').fill(codeOf(secret) === '000000' ? '111111' : '000000');
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await expect(setUp.getByRole('alert')).toHaveText('The code is not correct.');
  await setUp.getByLabel('Code from the app').fill(codeOf(secret));
  await setUp.getByRole('button', { name: 'Turn on' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expectStatus(codesDialog, 'Two-step sign-in is on.');
  const recoveryCodes = await codesDialog
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('selfcare-recovery-codes.txt');
  await expectNoAxeViolations(page, 'recovery codes', '[role="dialog"]');
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('Two-step sign-in is on with an authenticator app. 10 recovery codes left.');

  // Logged out, the password is not enough: the code step, its heading focused, the device remembered.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await typePassword(page, email);
  const step = page.getByRole('heading', { name: 'Two-step sign-in' });
  await expect(step).toBeFocused();
  const code = page.getByLabel('Code from the app, or a recovery code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page, 'the code step', 'main');
  await code.fill(codeOf(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is not correct.');
  await code.fill(codeOf(secret, 1));
  await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // This browser is remembered: the password alone logs in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await typePassword(page, email);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Another browser, in Tamil, is asked, and a recovery code opens it.
  const other = await freshBrowser(browser);
  await other.page.goto('/login');
  await other.page.getByRole('combobox', { name: 'Site language' }).selectOption('ta');
  await typePassword(other.page, email, { email: 'மின்னஞ்சல்', password: 'கடவுச்சொல்', submit: 'சமர்ப்பி' });
  await expect(other.page.getByRole('heading', { name: 'இரண்டு-படி உள்நுழைவு' })).toBeFocused();
  await expect(other.page.getByRole('checkbox', { name: 'இந்தச் சாதனத்தை 30 நாட்களுக்கு நினைவில் வைக்கவும்' })).not.toBeChecked();
  await expectNoAxeViolations(other.page, 'the code step in Tamil', 'main');
  await other.page.getByLabel('செயலியில் உள்ள குறியீடு, அல்லது மீட்புக் குறியீடு').fill(recoveryCodes[0] ?? '');
  await other.page.getByRole('button', { name: 'சரிபார்க்கவும்' }).click();
  await expect(other.page).toHaveURL('/');
  await other.context.close();

  // Turning it off needs the password and a code: here the next recovery code.
  section = await openTwoStepSection(page);
  await expect(section).toContainText('9 recovery codes left.');
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in' });
  await turnOff.getByLabel('Current password').fill('Not.my.password1');
  await turnOff.getByLabel('Code from the app, or a recovery code').fill(recoveryCodes[1] ?? '');
  await expectNoAxeViolations(page, 'turning two-step off', '[role="dialog"]');
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(turnOff.getByRole('alert')).toHaveText('Current password is missed match.');
  await turnOff.getByLabel('Current password').fill(NEW_PASSWORD);
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expectStatus(turnOff, 'Two-step sign-in is off.');
  await turnOff.getByRole('button', { name: 'OK' }).click();
  await expect(section).toContainText('Two-step sign-in is off.');
});

test('codes by SMS: turned on, asked at login with a new code on request, turned off', async ({ page }) => {
  test.setTimeout(180_000);
  const mobile = uniqueMobile('5');
  const email = await registerSubscriber(page, mobile);
  await logInAsNew(page, email);

  let section = await openTwoStepSection(page);
  await section.getByRole('button', { name: 'Set up codes by SMS' }).click();
  const setUp = page.getByRole('dialog', { name: 'Set up codes by SMS' });
  await expectStatus(setUp, `A code has been sent to your mobile number ending in ${mobile.slice(-4)}.`);
  await expectNoAxeViolations(page, 'SMS set-up', '[role="dialog"]');
  const setUpCode = await textedCode(page, mobile);
  await setUp.getByLabel('Code from the SMS').fill(setUpCode);
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await expectStatus(setUp, 'Two-step sign-in is on.');
  await setUp.getByRole('button', { name: 'OK' }).click();
  await expect(section).toContainText(
    `Two-step sign-in is on with codes by SMS to your mobile number ending in ${mobile.slice(-4)}.`,
  );

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await typePassword(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
  await expect(
    page.getByText(`We have sent a code to your mobile number ending in ${mobile.slice(-4)}.`),
  ).toBeVisible();
  const first = await textedCode(page, mobile, setUpCode);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expectStatus(page, `A code has been sent to your mobile number ending in ${mobile.slice(-4)}.`);
  const resent = await textedCode(page, mobile, first);
  await page.getByLabel('Code from the SMS').fill(resent);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');

  section = await openTwoStepSection(page);
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in' });
  await turnOff.getByRole('button', { name: 'Send me a code' }).click();
  await expectStatus(turnOff, `A code has been sent to your mobile number ending in ${mobile.slice(-4)}.`);
  await turnOff.getByLabel('Current password').fill(NEW_PASSWORD);
  await turnOff.getByLabel('Code from the SMS').fill(await textedCode(page, mobile, resent));
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  // The code's notice stays until the answer replaces the form.
  await expect(turnOff.getByRole('button', { name: 'OK' })).toBeVisible();
  await expectStatus(turnOff, 'Two-step sign-in is off.');
  await turnOff.getByRole('button', { name: 'OK' }).click();
  await expect(section).toContainText('Two-step sign-in is off.');
});
