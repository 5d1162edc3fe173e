import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

// Decision 0018: a visitor's public pages come from the server drawn, and the browser takes them over.

/** The first product page a visitor's landing links to (a featured channel or package). */
async function aProductPage(request: APIRequestContext): Promise<string> {
  const landing = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const href = /href="(\/products\/[^"?]+)/.exec(landing)?.[1];
  if (!href) throw new Error("the landing's server markup links to no product page");
  return href;
}

interface ServerRenderedPage {
  /** Open it with `request` at hand, to read the address from the api when it is not fixed. */
  path: (request: APIRequestContext) => Promise<string>;
  /** What the page draws from its data: in the server's markup, and on screen before any script. */
  content: (page: Page) => ReturnType<Page['getByRole']>;
}

const pages: Record<string, ServerRenderedPage> = {
  '/': {
    path: async () => '/',
    content: (page) => page.getByRole('region', { name: 'Featured Packages' }).getByText('PEO Lite'),
  },
  '/packages': {
    path: async () => '/packages',
    content: (page) => page.getByRole('heading', { level: 2, name: 'PEO Family' }),
  },
  '/ondemand': {
    path: async () => '/ondemand',
    content: (page) => page.getByRole('heading', { level: 2, name: 'Trending' }),
  },
  'a product page': {
    path: aProductPage,
    content: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
  },
};

/** Every console error, uncaught error and recoverable (hydration) error the page reports. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function withoutScripts<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const [name, { path, content }] of Object.entries(pages)) {
  test.describe(`${name} for a visitor`, () => {
    test('comes drawn by the server: its content shows with scripts off', async ({ browser, request }) => {
      const address = await path(request);
      const html = await (await request.get(address, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('<script type="application/json" id="query-state">');
      // No script runs inline (the CSP refuses them): the only one is the start script, which imports
      // the entry once the page has painted; nothing else is fetched before (no chunk preloads).
      expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toEqual([
        expect.stringMatching(/^<script type="module" src="\/assets\/start-[\w-]+\.js">$/),
      ]);
      expect(html).not.toContain('modulepreload');

      await withoutScripts(browser, async (page) => {
        await page.goto(address);
        await expect(content(page)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      });
    });

    test('is taken over without a hydration error and then answers clicks', async ({ page, request }) => {
      const address = await path(request);
      const errors = collectErrors(page);
      await page.goto(address);
      await expect(content(page)).toBeVisible();
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
      // A link the app routes itself keeps the document (and this mark); the bare markup would load a new one.
      await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
      await page.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.locator('html[data-same-document]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  });
}

test('a signed-in browser gets the page shell, never the Login button', async ({ page }) => {
  // Not guest@: change-password.spec.ts, earlier in the run, gives it a new password.
  await logIn(page, 'tv@selfcare.lk');
  const firstHtml = page.waitForResponse((response) => new URL(response.url()).pathname === '/');
  await page.goto('/');
  const html = await (await firstHtml).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('query-state');
  expect(html).not.toContain('>Login<');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('logging out clears the signed-in marker: the next page is drawn by the server again', async ({
  page,
  context,
}) => {
  // Not guest@: change-password.spec.ts, earlier in the run, gives it a new password.
  await logIn(page, 'tv@selfcare.lk');
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('signed_in');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('signed_in');
  const html = await (await page.request.get('/packages', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('id="query-state"');
});
