/**
 * The cookie that tells the server a session token is stored in this browser (decision 0018). The token
 * itself stays in localStorage, which the server cannot read; without this marker it would send a
 * signed-in user the visitor's server-rendered page, and the Login button would flash before the
 * subscriber's page replaced it. It says nothing about who is signed in and grants nothing: the server
 * only answers the plain page shell when it is present.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Kept as long as the browser allows (Chrome caps at 400 days) and renewed at every start-up, as the token is. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function markSignedIn(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = signedIn ? `1; Max-Age=${MAX_AGE_SECONDS}` : '; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain marker; the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${SIGNED_IN_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}
