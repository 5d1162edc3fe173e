/** The portal version the footer shows (spec constant, matches the package version). */
export const APP_VERSION = '3.9.1';

/** Every call gives up after two minutes (spec 000 section 9). */
export const API_TIMEOUT_MS = 120_000;

export const API_BASE_PATH = '/api';

/** Dates are the subscriber's calendar dates in Sri Lanka, whatever the browser's zone. */
export const TIME_ZONE = 'Asia/Colombo';

/** Suspended fixed-line subscribers settle their outstanding bill on the operator's payment site ('Pay Now !'). */
export const BILL_PAYMENT_URL = 'https://www.slt.lk/en/quick-pay';

/** Where the account-created page sends a new subscriber to watch, by device (spec 000 section 2). */
export const APP_LINKS = {
  web: 'https://www.peotvgo.com/',
  android: 'https://play.google.com/store/apps/details?id=com.slt.peotvgo',
  ios: 'https://apps.apple.com/lk/app/peotvgo/id1084218658',
} as const;
