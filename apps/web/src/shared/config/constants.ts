/** The portal version the footer shows (spec constant, matches the package version). */
export const APP_VERSION = '3.9.1';

/** Every call gives up after two minutes (spec 000 section 9). */
export const API_TIMEOUT_MS = 120_000;

export const API_BASE_PATH = '/api';

/** Dates are the subscriber's calendar dates in Sri Lanka, whatever the browser's zone. */
export const TIME_ZONE = 'Asia/Colombo';

/** New users register on the operator's site; the portal only links there. */
export const REGISTRATION_URL = 'https://www.slt.lk/';
