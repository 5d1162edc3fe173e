import type { AppUnderTest } from '../subscribers';
import type { RaceScenario } from './scenarios';

/** A race's figures over its rounds: what the table prints and the CI test asserts. */
export interface RaceTally {
  race: string;
  rounds: number;
  requests: number;
  /** Per effect: expected and found, summed over the rounds. */
  effects: Record<string, { expected: number; found: number }>;
  /** Rounds in which some effect's count was not the expected one. */
  wrongRounds: number;
  /** Answers outside the race's allowed statuses (5xx included). */
  errors: number;
  serverErrors: number;
  statuses: Record<number, number>;
}

/** Runs `rounds` rounds of a race with `racers` concurrent requests each and adds up what happened. */
export async function tallyRace(
  t: AppUnderTest,
  scenario: RaceScenario,
  { racers, rounds }: { racers: number; rounds: number },
): Promise<RaceTally> {
  const tally: RaceTally = {
    race: scenario.name,
    rounds,
    requests: 0,
    effects: {},
    wrongRounds: 0,
    errors: 0,
    serverErrors: 0,
    statuses: {},
  };
  for (let round = 0; round < rounds; round += 1) {
    const { statuses, effects } = await scenario.round(t, racers);
    tally.requests += statuses.length;
    for (const status of statuses) {
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (!scenario.allowed.includes(status)) tally.errors += 1;
      if (status >= 500) tally.serverErrors += 1;
    }
    let wrong = false;
    for (const [name, [expected, found]] of Object.entries(effects)) {
      const sum = tally.effects[name] ?? { expected: 0, found: 0 };
      tally.effects[name] = { expected: sum.expected + expected, found: sum.found + found };
      if (expected !== found) wrong = true;
    }
    if (wrong) tally.wrongRounds += 1;
  }
  return tally;
}
