import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterFaultCases } from '../reliability/faults/adapter-faults';
import { type FaultyIntegrations, faultyIntegrations } from '../reliability/faults/faulty-adapters';
import { notificationFaultRound, notificationFaults } from '../reliability/faults/notifications';
import { createSeededTestApp, type TestApp, testConfig } from './app';

/**
 * The fast part of `npm run reliability`'s fault suite: card notifications duplicated, reordered,
 * forged and with a wrong amount, and the operator, the TV platform and the card gateway's renewal charges
 * slow, failing and silent, once each.
 */
const ADAPTER_TIMEOUT_MS = 300;

let t: TestApp;
let faulty: FaultyIntegrations;
beforeAll(async () => {
  faulty = faultyIntegrations(testConfig({ adapterTimeoutMs: ADAPTER_TIMEOUT_MS }), 100);
  t = await createSeededTestApp({ adapterTimeoutMs: ADAPTER_TIMEOUT_MS }, faulty.integrations);
});
afterAll(() => t.close());

describe('card notification faults', () => {
  for (const fault of notificationFaults) {
    it(`${fault.name}: ${fault.expected.payment}, charged at most once`, async () => {
      const outcome = await notificationFaultRound(t, fault);
      expect(outcome.found).toBe(`${fault.expected.payment} / ${fault.expected.purchase}`);
      expect(outcome).toMatchObject({ refused: fault.expected.refused, serverErrors: 0, asExpected: true });
      expect(outcome.charges).toBe(outcome.expectedCharges);
    });
  }
});

describe('adapter faults', () => {
  for (const fault of adapterFaultCases) {
    it(`${fault.adapter} ${fault.fault}: no 5xx, charges equal entitlements`, async () => {
      const outcome = await fault.round(t, faulty);
      expect(outcome.statuses.every((status) => status === 200)).toBe(true);
      expect(outcome.charges).toBe(outcome.entitlements);
      expect(outcome.asExpected).toBe(true);
      expect(outcome.slowestMs).toBeLessThan(ADAPTER_TIMEOUT_MS + 5_000);
    });
  }
});
