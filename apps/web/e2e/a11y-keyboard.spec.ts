import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/**
 * What is true of the focused element after every key press (WCAG 2.4.7, 2.4.11): it is not the page
 * itself (focus was not lost), it shows a focus indicator (an outline or a box shadow), and nothing sticky
 * covers it (the element at its centre is itself or inside it). Returns why not, or null.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'focus is on the page itself';
    const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    // A date field's calendar button is inside the browser's own shadow tree: focus there leaves the field
    // itself unmatched by :focus, and the browser draws the ring on that button, where no style reaches.
    if (focused instanceof HTMLInputElement && focused.type === 'date' && !focused.matches(':focus')) return null;
    const style = getComputedStyle(focused);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    if (!outlined && style.boxShadow === 'none') return `${name} shows no focus indicator`;
    const box = focused.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return `${name} is out of view`;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === focused || focused.contains(hit) || hit.contains(focused)))
      return `${name} is covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`;
    return null;
  });
}

const LEFT_PAGE = 'focus is on the page itself';

async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => focusProblem(page), `after ${key}`).toBeNull();
}

/** Tabs forward until the target has focus; fails if it is not reached (focus trapped or target unreachable). */
async function tabTo(page: Page, target: Locator, limit = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    const focused = target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 });
    if (await focused.catch(() => false)) return;
    await page.keyboard.press(key);
    // Past the page's last control focus goes to the browser's own controls; the next Tab comes back.
    if ((await focusProblem(page)) === LEFT_PAGE) await page.keyboard.press(key);
    await expect.poll(() => focusProblem(page), `after ${key}`).toBeNull();
  }
  await expect(target, `reached with Tab within ${limit} presses`).toBeFocused();
}

async function expectFocusInside(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), 'focus moved inside')
    .toBe(true);
}

test('keyboard only: log in, switch connection, browse On Demand with filters, buy with a voucher and PIN, open every profile tab, log out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  await page.goto('/login');

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('tv@selfcare.lk');
  await press(page, 'Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(main.getByRole('heading', { level: 1, name: 'Home TV' })).toBeVisible();

  // The connection list: focus goes into it and back to its button on choosing.
  const connection = banner.getByRole('combobox', { name: 'Connection' });
  await tabTo(page, connection);
  await press(page, 'Enter');
  await expectFocusInside(page.getByRole('listbox'));
  await expect(page.getByRole('option', { name: /Home TV/ })).toBeFocused();
  await press(page, 'ArrowDown');
  await expect(page.getByRole('option', { name: /Office Broadband/ })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(connection).toBeFocused();
  await expect(main.getByRole('heading', { level: 1, name: 'Office Broadband' })).toBeVisible();
  // And back: the purchase below is on the TV connection, whose bill takes a voucher.
  await press(page, 'Enter');
  await expectFocusInside(page.getByRole('listbox'));
  await press(page, 'ArrowUp');
  await expect(page.getByRole('option', { name: /Home TV/ })).toBeFocused();
  await press(page, 'Enter');
  await expect(connection).toBeFocused();
  await expect(main.getByRole('heading', { level: 1, name: 'Home TV' })).toBeVisible();

  // The menu dialog: focus inside while open, back on Menu after Escape, then a link in it.
  const menuButton = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' });
  await tabTo(page, menuButton, 20, 'Shift+Tab');
  await press(page, 'Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expectFocusInside(menu);
  await press(page, 'Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await press(page, 'Enter');
  await expectFocusInside(menu);
  await tabTo(page, menu.getByRole('link', { name: 'On Demand Contents' }), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ondemand/);

  // On Demand: the Movies tab by arrow keys, then the language filter (a native select) to Tamil.
  await tabTo(page, main.getByRole('tab', { selected: true }));
  for (let step = 0; step < 6; step++) {
    if (await main.getByRole('tab', { name: 'Movies', exact: true }).evaluate((tab) => tab === document.activeElement))
      break;
    await press(page, 'ArrowRight');
  }
  await press(page, 'Enter');
  await expect(main.getByRole('tab', { name: 'Movies', exact: true })).toHaveAttribute('aria-selected', 'true');
  const language = main.getByRole('combobox', { name: 'Language' });
  await tabTo(page, language);
  for (let step = 0; step < 4 && (await language.inputValue()) !== 'ta'; step++) await press(page, 'ArrowDown');
  await expect(language).toHaveValue('ta');
  const title = main.getByRole('link', { name: 'Kadal Kaatru' });
  await expect(title).toBeVisible();
  await tabTo(page, title);
  // Following a link starts a new page: focus starts from its top, as on any page load.
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Kadal Kaatru' })).toBeVisible();

  // The purchase: focus into the dialog, the voucher, the PIN, the result, and back.
  const buy = main.getByRole('button', { name: 'PURCHASE', exact: true });
  await tabTo(page, buy);
  await press(page, 'Enter');
  const purchase = page.getByRole('dialog', { name: 'Purchasing' });
  await expectFocusInside(purchase);
  await tabTo(page, purchase.getByLabel('Voucher code'), 20);
  await page.keyboard.type('FLAT100');
  await expect(purchase.getByText('Success', { exact: true })).toBeVisible();
  await tabTo(page, purchase.getByRole('button', { name: 'PURCHASE', exact: true }), 20);
  await press(page, 'Enter');
  const pin = purchase.getByLabel('Parental PIN');
  await expect(pin).toBeVisible();
  await expectFocusInside(purchase);
  await tabTo(page, pin, 20);
  await page.keyboard.type('1234');
  await tabTo(page, purchase.getByRole('button', { name: 'Yes' }), 20);
  await press(page, 'Enter');
  const result = page.getByRole('dialog', { name: 'Purchasing' });
  await expect(result.getByRole('status')).toContainText('Purchase Successful');
  await expectFocusInside(result);
  await tabTo(page, result.getByRole('button', { name: 'OK' }), 20);
  await press(page, 'Enter');
  await expect(result).toBeHidden();
  await expect(main.getByText('Purchased', { exact: true })).toBeVisible();

  // Every profile tab, by arrow keys.
  await tabTo(page, banner.getByRole('link', { name: 'Go to Profile' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile');
  const tabs = main.getByRole('tab');
  await tabTo(page, main.getByRole('tab', { selected: true }));
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 1; index < count; index++) {
    await press(page, 'ArrowRight');
    await expect(tabs.nth(index)).toBeFocused();
    await press(page, 'Enter');
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toBeVisible();
  }

  await tabTo(page, banner.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
});
