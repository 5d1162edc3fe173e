/**
 * The console session token, kept for the tab only (sessionStorage): a staff session should not outlive
 * the browser window it was opened in, and never sits beside the portal's subscriber token.
 */
const TOKEN_KEY = 'console.token';

export const readToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export const storeToken = (token: string): void => sessionStorage.setItem(TOKEN_KEY, token);
export const forgetToken = (): void => sessionStorage.removeItem(TOKEN_KEY);
