export type Platform = 'android' | 'ios' | 'desktop';

/** The device the account-created page offers an app for: the store of a phone, else the web app. */
export function platformOf(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'desktop';
}
