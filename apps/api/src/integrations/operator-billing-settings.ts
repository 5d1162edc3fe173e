import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../lib/loopback-hosts';

export const operatorBillingEnv = {
  OPERATOR_BILLING: z.enum(['sandbox', 'hsenid']).default('sandbox'),
  /** The CaaS root, e.g. https://api.mspace.lk (its paths /caas/... are appended). */
  HSENID_CAAS_URL: z.url({ protocol: /^https?$/ }).optional(),
  HSENID_CAAS_APP_ID: z.string().min(1).optional(),
  HSENID_CAAS_PASSWORD: z.string().min(1).optional(),
  /** The root of the operator's consent service (docs/integrations/operator-consent.openapi.yaml). */
  OPERATOR_CONSENT_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPERATOR_CONSENT_TOKEN: z.string().min(1).optional(),
};

type OperatorBillingEnv = z.output<z.ZodObject<typeof operatorBillingEnv>>;

/** Type 6 charging and consent: the in-process sandbox, or the operator's hSenid CaaS and consent service. */
export type OperatorBillingSettings =
  | { kind: 'sandbox' }
  | {
      kind: 'hsenid';
      caas: { url: string; applicationId: string; password: string };
      consent: { url: string; token: string };
    };

/** hSenid issues 32-character application passwords; anything much shorter is a placeholder. */
const PASSWORD_MIN = 16;
const TOKEN_MIN = 32;

/**
 * The operator's settings, every problem pushed to `problems` (`values` undefined: the environment did
 * not parse). Production refuses the sandbox, which charges nobody and grants every consent; the real adapters need every setting, https
 * (plain http only on this machine) and secrets long enough not to be placeholders.
 */
export function readOperatorBillingSettings(
  values: OperatorBillingEnv | undefined,
  production: boolean,
  problems: string[],
): OperatorBillingSettings {
  if (!values || values.OPERATOR_BILLING === 'sandbox') {
    if (values && production) {
      problems.push('OPERATOR_BILLING: the sandbox charges nobody; production needs OPERATOR_BILLING=hsenid');
    }
    return { kind: 'sandbox' };
  }
  const required = [
    'HSENID_CAAS_URL',
    'HSENID_CAAS_APP_ID',
    'HSENID_CAAS_PASSWORD',
    'OPERATOR_CONSENT_URL',
    'OPERATOR_CONSENT_TOKEN',
  ] as const;
  for (const name of required) {
    if (values[name] === undefined) problems.push(`${name}: must be set when OPERATOR_BILLING is hsenid`);
  }
  for (const name of ['HSENID_CAAS_URL', 'OPERATOR_CONSENT_URL'] as const) {
    const value = values[name];
    if (production && value?.startsWith('http:') && !LOOPBACK_HOSTS.test(new URL(value).hostname)) {
      problems.push(`${name}: must be https in production (it carries the operator credentials)`);
    }
  }
  if (production && values.HSENID_CAAS_PASSWORD !== undefined && values.HSENID_CAAS_PASSWORD.length < PASSWORD_MIN) {
    problems.push(`HSENID_CAAS_PASSWORD: must be at least ${PASSWORD_MIN} characters in production`);
  }
  if (production && values.OPERATOR_CONSENT_TOKEN !== undefined && values.OPERATOR_CONSENT_TOKEN.length < TOKEN_MIN) {
    problems.push(`OPERATOR_CONSENT_TOKEN: must be at least ${TOKEN_MIN} characters in production`);
  }
  const root = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');
  return {
    kind: 'hsenid',
    caas: {
      url: root(values.HSENID_CAAS_URL),
      applicationId: values.HSENID_CAAS_APP_ID ?? '',
      password: values.HSENID_CAAS_PASSWORD ?? '',
    },
    consent: { url: root(values.OPERATOR_CONSENT_URL), token: values.OPERATOR_CONSENT_TOKEN ?? '' },
  };
}
