/**
 * The portal's pages, as react-router writes their paths (`:name` one segment, `:name?` an optional
 * one): spec 002's route table (section 2.1) and the portal's own username recovery. The api serves the
 * web app with 200 on these and with 404 on any other path (apps/api/src/plugins/web.ts); a unit test
 * holds the web router to the list (apps/web/src/app/router.test.ts).
 */
export const PORTAL_PAGE_PATHS = [
  '/login',
  '/customer',
  '/customer/selection',
  '/account-login',
  '/personaldetails',
  '/verify',
  '/subscribe',
  '/auth',
  '/authcode',
  '/customer/already_registered',
  '/getconnection',
  '/furtherdetails',
  '/password',
  '/pwd_recovery/:id',
  '/email/confirmation/:id',
  '/recover-username',
  '/viewpackage',
  '/existingcustomer',
  '/paymentStatus',
  '/',
  '/profile',
  '/packages',
  '/products/:productId/:purchasable?',
  '/channels',
  '/ondemand/:tab?',
  '/svod',
  '/svod/:id',
  '/svod/:id/vods',
  '/svod/:id/vod',
  '/vod/:productId',
  '/screens',
  '/databundles',
  '/payment-status',
  '/screen/:id',
  '/termsandconditions',
  '/promotions',
  '/promotions/packages/:id?',
  '/gifts',
  '/gifts/:id',
  '/vouchers',
  '/provisioning-failed',
  '/channel-bundle/:bundleId',
  '/channel-bundle/:bundleId/channel',
] as const;

/** A path segment as the page reads it; a malformed escape is kept as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `pathname` when it matches `pattern` as react-router matches it (fixed segments
 * in any letter case, empty segments and a trailing slash ignored), else null.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const segments = pathname.split('/').filter(Boolean);
  const parts = pattern.split('/').filter(Boolean);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (!part.startsWith(':')) {
      if (segment?.toLowerCase() !== part.toLowerCase()) return null;
    } else if (segment !== undefined) {
      params[part.slice(1).replace(/\?$/, '')] = decoded(segment);
    }
  }
  return params;
}

/** Whether `pathname` (no search part) opens one of the portal's pages. */
export function isPortalPage(pathname: string): boolean {
  return PORTAL_PAGE_PATHS.some((pattern) => matchPagePath(pattern, pathname) !== null);
}
