import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../lib/loopback-hosts';

/** The SMS settings in the environment (config.ts spreads them into its schema). */
export const smsEnv = {
  SMS_GATEWAY: z.enum(['sandbox', 'hsenid']).default('sandbox'),
  HSENID_SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  HSENID_SMS_APP_ID: z.string().min(1).optional(),
  HSENID_SMS_PASSWORD: z.string().min(1).optional(),
  HSENID_SMS_SOURCE_ADDRESS: z.string().min(1).max(20).optional(),
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnv>>;

/** An application on the hSenid SMS API (Mobitel mSpace, Dialog Ideamart), as the provider provisioned it. */
export interface HsenidSmsSettings {
  kind: 'hsenid';
  /** The send service, e.g. https://api.ideamart.io/sms/send. */
  url: string;
  applicationId: string;
  password: string;
  /** The sender shown on the phone: one of the application's provisioned aliases; null for its default. */
  sourceAddress: string | null;
}

/** The in-process sandbox (a test inbox at /sandbox/outbox), or the hSenid SMS API. */
export type SmsSettings = { kind: 'sandbox' } | HsenidSmsSettings;

/** Production's shortest application password: a shorter one is a placeholder. */
const MIN_PRODUCTION_PASSWORD = 16;

/**
 * The SMS settings, each problem pushed as 'NAME: what is wrong'. The send request carries the
 * application's password in its body, so the address must be https unless it is on this machine.
 */
export function readSmsSettings(values: SmsEnv, production: boolean, problems: string[]): SmsSettings {
  if (values.SMS_GATEWAY === 'sandbox') {
    if (production) {
      problems.push('SMS_GATEWAY: the sandbox keeps SMS in a test inbox; production needs SMS_GATEWAY=hsenid');
    }
    return { kind: 'sandbox' };
  }
  for (const name of ['HSENID_SMS_URL', 'HSENID_SMS_APP_ID', 'HSENID_SMS_PASSWORD'] as const) {
    if (!values[name]) problems.push(`${name}: must be set when SMS_GATEWAY is hsenid`);
  }
  if (values.HSENID_SMS_URL) {
    const url = new URL(values.HSENID_SMS_URL);
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.test(url.hostname)) {
      problems.push(
        `HSENID_SMS_URL: must be https (the request carries the application's password); got ${url.origin}`,
      );
    }
  }
  if (
    production &&
    values.HSENID_SMS_PASSWORD !== undefined &&
    values.HSENID_SMS_PASSWORD.length < MIN_PRODUCTION_PASSWORD
  ) {
    problems.push(`HSENID_SMS_PASSWORD: must be at least ${MIN_PRODUCTION_PASSWORD} characters in production`);
  }
  return {
    kind: 'hsenid',
    url: values.HSENID_SMS_URL ?? '',
    applicationId: values.HSENID_SMS_APP_ID ?? '',
    password: values.HSENID_SMS_PASSWORD ?? '',
    sourceAddress: values.HSENID_SMS_SOURCE_ADDRESS ?? null,
  };
}
