import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceScenarios } from '../reliability/races/scenarios';
import { tallyRace } from '../reliability/races/tally';
import { createSeededTestApp, type TestApp } from './app';

/**
 * The fast part of `npm run reliability`'s race suite, on PostgreSQL only (where requests really run
 * side by side): each money or entitlement call sent 10 times at once has exactly one effect.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('races on PostgreSQL', () => {
  for (const scenario of raceScenarios) {
    it(`${scenario.name}: one effect, no error`, async () => {
      const tally = await tallyRace(t, scenario, { racers: 10, rounds: 1 });
      expect(tally.requests).toBe(10);
      for (const [effect, { expected, found }] of Object.entries(tally.effects)) {
        expect(found, effect).toBe(expected);
      }
      expect(tally).toMatchObject({ wrongRounds: 0, errors: 0, serverErrors: 0 });
    });
  }
});
