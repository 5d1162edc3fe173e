import { existsSync } from 'node:fs';
import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../lib/loopback-hosts';

/** The e-mail settings in the environment (config.ts spreads them into its schema). */
export const emailEnv = {
  EMAIL_TRANSPORT: z.enum(['sandbox', 'smtp']).default('sandbox'),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_REQUIRE_TLS: z.stringbool().optional(),
  SMTP_TLS_CA_FILE: z.string().min(1).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  EMAIL_FROM: z.email('must be an e-mail address such as selfcare@operator.lk').optional(),
  EMAIL_FROM_NAME: z.string().min(1).max(100).default('Selfcare'),
};

type EmailEnv = z.infer<z.ZodObject<typeof emailEnv>>;

/** A mail relay reached over SMTP: the operator's own, or a provider's submission service. */
export interface SmtpSettings {
  kind: 'smtp';
  host: string;
  port: number;
  /** Implicit TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Refuse to send unless the server upgrades the connection with STARTTLS. */
  requireTls: boolean;
  /** A PEM file of certificate authorities to trust besides the system's, for a relay with a private CA. */
  caFile: string | null;
  auth: { user: string; password: string } | null;
  from: { address: string; name: string };
}

/** The in-process sandbox (a test inbox at /sandbox/outbox), or SMTP. */
export type EmailSettings = { kind: 'sandbox' } | SmtpSettings;

/** Production's shortest SMTP password: a shorter one is a placeholder or guessable. */
const MIN_PRODUCTION_PASSWORD = 16;

/**
 * The e-mail settings, each problem pushed as 'NAME: what is wrong'. STARTTLS is required by default
 * for any relay off this machine, and production refuses to turn that off: reset links carry tokens.
 */
export function readEmailSettings(values: EmailEnv, production: boolean, problems: string[]): EmailSettings {
  if (values.EMAIL_TRANSPORT === 'sandbox') {
    if (production) {
      problems.push(
        'EMAIL_TRANSPORT: the sandbox keeps e-mails in a test inbox; production needs EMAIL_TRANSPORT=smtp',
      );
    }
    return { kind: 'sandbox' };
  }
  const host = values.SMTP_HOST ?? '';
  if (!values.SMTP_HOST) problems.push('SMTP_HOST: must be set when EMAIL_TRANSPORT is smtp');
  if (!values.EMAIL_FROM) problems.push('EMAIL_FROM: must be set when EMAIL_TRANSPORT is smtp');
  if ((values.SMTP_USER === undefined) !== (values.SMTP_PASSWORD === undefined)) {
    problems.push('SMTP_USER and SMTP_PASSWORD: set both or neither');
  }
  if (production && values.SMTP_PASSWORD !== undefined && values.SMTP_PASSWORD.length < MIN_PRODUCTION_PASSWORD) {
    problems.push(`SMTP_PASSWORD: must be at least ${MIN_PRODUCTION_PASSWORD} characters in production`);
  }
  if (values.SMTP_TLS_CA_FILE && !existsSync(values.SMTP_TLS_CA_FILE)) {
    problems.push(`SMTP_TLS_CA_FILE: no file at ${values.SMTP_TLS_CA_FILE}`);
  }
  const loopback = LOOPBACK_HOSTS.test(host);
  const requireTls = values.SMTP_REQUIRE_TLS ?? !loopback;
  if (production && !loopback && !values.SMTP_SECURE && !requireTls) {
    problems.push(
      'SMTP_REQUIRE_TLS: must stay true in production for a relay off this machine (or use SMTP_SECURE=true): e-mails carry reset links',
    );
  }
  return {
    kind: 'smtp',
    host,
    port: values.SMTP_PORT,
    secure: values.SMTP_SECURE,
    requireTls: !values.SMTP_SECURE && requireTls,
    caFile: values.SMTP_TLS_CA_FILE ?? null,
    auth: values.SMTP_USER && values.SMTP_PASSWORD ? { user: values.SMTP_USER, password: values.SMTP_PASSWORD } : null,
    from: { address: values.EMAIL_FROM ?? '', name: values.EMAIL_FROM_NAME },
  };
}
