import { z } from 'zod';
import type { ClientCredentials } from './oauth-client-credentials';
import { readClientCredentials, serviceUrl } from './oauth-settings';

export const fixedLineRecordsEnv = {
  FIXED_LINE_RECORDS: z.enum(['sandbox', 'tmf629']).default('sandbox'),
  /** TMF629's root, e.g. https://bss.example.lk/tmf-api/customerManagement/v4. */
  TMF629_BASE_URL: serviceUrl(),
  TMF629_TOKEN_URL: serviceUrl(),
  TMF629_CLIENT_ID: z.string().min(1).optional(),
  TMF629_CLIENT_SECRET: z.string().min(1).optional(),
};

type FixedLineRecordsEnv = z.output<z.ZodObject<typeof fixedLineRecordsEnv>>;

/** The fixed-line customer records: the seeded sandbox table, or the provider's TMF629 API. */
export type FixedLineRecordsSettings =
  | { kind: 'sandbox' }
  | { kind: 'tmf629'; baseUrl: string; credentials: ClientCredentials };

/**
 * The records' settings, every problem pushed to `problems`. `values` is undefined when the environment
 * did not parse (config throws then anyway). Production refuses the sandbox, whose records are demo
 * lines anyone may register.
 */
export function readFixedLineRecordsSettings(
  values: FixedLineRecordsEnv | undefined,
  production: boolean,
  problems: string[],
): FixedLineRecordsSettings {
  if (!values || values.FIXED_LINE_RECORDS === 'sandbox') {
    if (values && production) {
      problems.push(
        "FIXED_LINE_RECORDS: the sandbox's customer records are demo lines; production needs FIXED_LINE_RECORDS=tmf629",
      );
    }
    return { kind: 'sandbox' };
  }
  const names = {
    baseUrl: 'TMF629_BASE_URL',
    tokenUrl: 'TMF629_TOKEN_URL',
    clientId: 'TMF629_CLIENT_ID',
    clientSecret: 'TMF629_CLIENT_SECRET',
  };
  return { kind: 'tmf629', ...readClientCredentials(names, values, production, problems) };
}
