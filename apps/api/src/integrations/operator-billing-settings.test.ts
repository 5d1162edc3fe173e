import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operatorBillingEnv, readOperatorBillingSettings } from './operator-billing-settings';

const parse = (values: Record<string, string>) => z.object(operatorBillingEnv).parse(values);

function read(values: Record<string, string>, production: boolean) {
  const problems: string[] = [];
  const settings = readOperatorBillingSettings(parse(values), production, problems);
  return { settings, problems };
}

const hsenid = {
  OPERATOR_BILLING: 'hsenid',
  HSENID_CAAS_URL: 'https://api.mspace.lk/',
  HSENID_CAAS_APP_ID: 'APP_000101',
  HSENID_CAAS_PASSWORD: 'a'.repeat(32),
  OPERATOR_CONSENT_URL: 'https://consent.mobitel.example/v1',
  OPERATOR_CONSENT_TOKEN: 'b'.repeat(40),
};

describe('operator billing settings', () => {
  it('is the sandbox by default outside production', () => {
    expect(read({}, false)).toEqual({ settings: { kind: 'sandbox' }, problems: [] });
  });

  it('refuses the sandbox in production', () => {
    expect(read({}, true).problems).toEqual([
      'OPERATOR_BILLING: the sandbox charges nobody; production needs OPERATOR_BILLING=hsenid',
    ]);
  });

  it('reads the CaaS and consent settings, without trailing slashes', () => {
    expect(read(hsenid, true)).toEqual({
      settings: {
        kind: 'hsenid',
        caas: { url: 'https://api.mspace.lk', applicationId: 'APP_000101', password: 'a'.repeat(32) },
        consent: { url: 'https://consent.mobitel.example/v1', token: 'b'.repeat(40) },
      },
      problems: [],
    });
  });

  it('lists every missing setting at once', () => {
    expect(read({ OPERATOR_BILLING: 'hsenid' }, false).problems).toEqual([
      'HSENID_CAAS_URL: must be set when OPERATOR_BILLING is hsenid',
      'HSENID_CAAS_APP_ID: must be set when OPERATOR_BILLING is hsenid',
      'HSENID_CAAS_PASSWORD: must be set when OPERATOR_BILLING is hsenid',
      'OPERATOR_CONSENT_URL: must be set when OPERATOR_BILLING is hsenid',
      'OPERATOR_CONSENT_TOKEN: must be set when OPERATOR_BILLING is hsenid',
    ]);
  });

  it('in production wants https except on this machine, and secrets that are not placeholders', () => {
    const weak = {
      ...hsenid,
      HSENID_CAAS_URL: 'http://api.mspace.lk',
      OPERATOR_CONSENT_URL: 'http://127.0.0.1:7102/consent/v1',
      HSENID_CAAS_PASSWORD: 'short',
      OPERATOR_CONSENT_TOKEN: 'short',
    };
    expect(read(weak, true).problems).toEqual([
      'HSENID_CAAS_URL: must be https in production (it carries the operator credentials)',
      'HSENID_CAAS_PASSWORD: must be at least 16 characters in production',
      'OPERATOR_CONSENT_TOKEN: must be at least 32 characters in production',
    ]);
    expect(read(weak, false).problems).toEqual([]);
  });
});
