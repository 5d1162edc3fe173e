import { ConfigError, loadConfig } from '../src/config';

/**
 * A production that starts: real secrets and every system on its real adapter, each with settings that
 * pass its production rules. The settings tests take it and change one thing.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a'.repeat(40),
  PIN_HASH_SECRET: 'b'.repeat(40),
  CARD_GATEWAY: 'payhere',
  PAYHERE_MERCHANT_ID: '1221234',
  PAYHERE_MERCHANT_SECRET: 'c'.repeat(40),
  OPERATOR_BILLING: 'hsenid',
  HSENID_CAAS_URL: 'https://api.mspace.lk/',
  HSENID_CAAS_APP_ID: 'APP_000101',
  HSENID_CAAS_PASSWORD: 'd'.repeat(32),
  OPERATOR_CONSENT_URL: 'https://consent.mobitel.example/v1',
  OPERATOR_CONSENT_TOKEN: 'e'.repeat(40),
  FIXED_LINE_RECORDS: 'tmf629',
  TMF629_BASE_URL: 'https://bss.example.lk/tmf-api/customerManagement/v4',
  TMF629_TOKEN_URL: 'https://bss.example.lk/oauth/token',
  TMF629_CLIENT_ID: 'selfcare',
  TMF629_CLIENT_SECRET: 's'.repeat(24),
  PROVISIONING: 'tmf641',
  TMF641_BASE_URL: 'https://om.example.lk/tmf-api/serviceOrdering/v4',
  TMF641_TOKEN_URL: 'https://om.example.lk/oauth/token',
  TMF641_CLIENT_ID: 'selfcare',
  TMF641_CLIENT_SECRET: 's'.repeat(24),
  TMF641_LISTENER_SECRET: 'l'.repeat(40),
  EMAIL_TRANSPORT: 'smtp',
  SMTP_HOST: 'smtp.operator.lk',
  SMTP_USER: 'selfcare',
  SMTP_PASSWORD: 'p'.repeat(24),
  EMAIL_FROM: 'selfcare@operator.lk',
  SMS_GATEWAY: 'hsenid',
  HSENID_SMS_URL: 'https://api.mspace.lk/sms/send',
  HSENID_SMS_APP_ID: 'APP_000001',
  HSENID_SMS_PASSWORD: 'q'.repeat(24),
  RECEIPT_SELLER_NAME: 'PEOTVGO Telecom (Pvt) Ltd',
  RECEIPT_SELLER_ADDRESS: 'Lotus Road|Colombo 01|Sri Lanka',
  RECEIPT_SELLER_TAX_REGISTRATION: '114000000-7000',
};

/** `productionEnv` less some settings. */
export function productionWithout(...names: (keyof typeof productionEnv)[]): Record<string, string> {
  return Object.fromEntries(Object.entries(productionEnv).filter(([name]) => !names.includes(name as never)));
}

/** Every problem loadConfig lists for `env`, or none when it starts. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
