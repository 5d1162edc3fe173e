import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 level AA and everything below it (issue 9). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page (or on `include`, e.g. an open dialog) and fails naming every violation: rule,
 * what it asks for and the elements that break it, so a failing run says what to fix.
 */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passing rule, which makes each scan faster.
  // (options() replaces what withTags() set, so the tags are given here.)
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
  });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  expect(await axeViolations(page, where, include)).toEqual([]);
}

/**
 * Waits for the page's own chunk and data: the main landmark shows something and no 'Loading…' is left. A
 * page leaving its loading state later would be scanned half-drawn, and its violations missed.
 */
export async function settle(page: Page, where = page.url()): Promise<void> {
  await expect(page.locator('main :is(h1, p, a, button)').first(), `the content of ${where}`).toBeVisible();
  await expect(page.getByText('Loading…'), `${where} loaded`).toHaveCount(0);
}

/** Every href on the page, in order, without duplicates. */
export async function hrefsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settle(page);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

function pick(hrefs: string[], pattern: RegExp): string {
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`No link matching ${pattern}`);
  return href;
}

const ID = '[0-9a-f-]{36}';

/** The routes without an id (apps/web/src/app/router.tsx and every feature's routes.tsx). */
const FIXED_ROUTES = [
  '/',
  '/login',
  '/password',
  '/pwd_recovery/not-a-token',
  '/recover-username',
  '/channels',
  '/ondemand',
  '/ondemand/MVOD',
  '/svod',
  '/packages',
  '/screens',
  '/databundles',
  '/profile',
  '/promotions',
  '/promotions/packages',
  '/payment-status',
  '/provisioning-failed',
  '/customer/selection?t=1',
  '/customer/selection',
  '/customer/already_registered',
  '/existingcustomer',
  '/getconnection',
  '/account-login',
  '/personaldetails',
  '/furtherdetails',
  '/verify',
  '/viewpackage',
  '/subscribe',
  '/paymentStatus',
  '/auth',
  '/authcode',
  '/termsandconditions',
  '/gifts',
  '/vouchers',
  '/no/such/page',
];

/**
 * The routes with an id, filled in from the links the app itself shows (so no demo id is written here). The
 * session decides what each page shows, not which pages there are.
 */
export async function routesWithAnId(page: Page): Promise<string[]> {
  const landing = await hrefsOn(page, '/');
  const bundle = pick(landing, new RegExp(`^/channel-bundle/${ID}$`));
  const svod = pick(landing, new RegExp(`^/svod/${ID}$`));
  const product = pick(landing, new RegExp(`^/products/${ID}$`));
  const svodVideo = pick(await hrefsOn(page, `${svod}/vods`), new RegExp(`^/svod/${ID}/vod\\?vodId=`));
  const gift = pick(await hrefsOn(page, '/gifts'), new RegExp(`^/gifts/${ID}$`));
  const promotion = pick(await hrefsOn(page, '/promotions/packages'), new RegExp(`^/promotions/packages/${ID}`));
  return [
    bundle,
    `${bundle}/channel`,
    product,
    pick(landing, new RegExp(`^/products/${ID}/false$`)),
    product.replace('/products/', '/vod/'),
    svod,
    `${svod}/vods`,
    svodVideo,
    gift,
    promotion,
    // Opening a confirmation link ends any session (spec), so it comes last.
    '/email/confirmation/not-a-token',
  ];
}

/**
 * How many routes one test scans. A route costs 1.5 s beside another shard on a quiet runner and has
 * cost five times that on a loaded one, where twelve routes overran the minute a test has.
 */
const ROUTES_PER_TEST = 6;

/** Routes in groups of ROUTES_PER_TEST, in order. */
export function inGroups(routes: readonly string[]): string[][] {
  return Array.from({ length: Math.ceil(routes.length / ROUTES_PER_TEST) }, (_, index) =>
    routes.slice(index * ROUTES_PER_TEST, (index + 1) * ROUTES_PER_TEST),
  );
}

/**
 * Every route of the app in groups small enough for one test each: a test per group keeps each one short
 * on a slow runner and lets the end-to-end shards share them out evenly. A group is either some of the
 * fixed routes or, found at run time, the routes with an id.
 */
export const ROUTE_GROUPS: { name: string; routes: (page: Page) => Promise<string[]> }[] = [
  ...inGroups(FIXED_ROUTES).map((routes) => ({ name: `${routes[0]} to ${routes.at(-1)}`, routes: async () => routes })),
  { name: 'with an id, part 1', routes: async (page) => (await routesWithAnId(page)).slice(0, ROUTES_PER_TEST) },
  { name: 'with an id, part 2', routes: async (page) => (await routesWithAnId(page)).slice(ROUTES_PER_TEST) },
];

/** Scans each route once settled; returns every violation found, so one run names them all. */
export async function scanRoutes(page: Page, who: string, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settle(page, route);
    found.push(...(await axeViolations(page, `${who} ${route}`)));
  }
  return found;
}
