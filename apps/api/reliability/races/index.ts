// Issue 8's races on real PostgreSQL: every money or entitlement call sent N times at once must have
// exactly one effect, counted in the database, round after round. PGlite runs one statement at a time,
// so there the races would prove nothing; without a server the suite says so and skips.
import { openSeededApp } from '../seeded-app';
import type { SuiteOptions, SuiteResult, Table } from '../suite';
import { raceScenarios } from './scenarios';
import { type RaceTally, tallyRace } from './tally';

export async function run(options: SuiteOptions): Promise<SuiteResult> {
  if (!options.postgresUrl) return skipped();
  const racers = Number(process.env.RELIABILITY_RACERS ?? 20);
  const rounds = Number(process.env.RELIABILITY_ROUNDS ?? (options.quick ? 3 : 10));
  const scenarios = raceScenarios.filter(
    (scenario) => options.only.length === 0 || options.only.some((part) => scenario.name.includes(part)),
  );
  const seeded = await openSeededApp(options.postgresUrl);
  const tallies: RaceTally[] = [];
  try {
    for (const scenario of scenarios) {
      options.log(`races: ${scenario.name}, ${rounds} rounds of ${racers}`);
      tallies.push(await tallyRace(seeded, scenario, { racers, rounds }));
    }
  } finally {
    await seeded.close();
  }
  const failures = tallies.reduce((sum, tally) => sum + tally.wrongRounds + tally.errors, 0);
  return { tables: [raceTable(tallies, racers)], failures, database: 'postgres', details: tallies };
}

function raceTable(tallies: RaceTally[], racers: number): Table {
  const joined = (tally: RaceTally, pick: (sum: { expected: number; found: number }) => number) =>
    Object.values(tally.effects).map(pick).join(' / ');
  return {
    heading: `Races on PostgreSQL (${racers} concurrent requests a round)`,
    columns: [
      'race',
      'rounds',
      'requests',
      'effects counted',
      'expected',
      'found',
      'wrong rounds',
      'errors',
      '5xx',
      'statuses',
    ],
    rows: tallies.map((tally) => [
      tally.race,
      tally.rounds,
      tally.requests,
      Object.keys(tally.effects).join(' / '),
      joined(tally, (sum) => sum.expected),
      joined(tally, (sum) => sum.found),
      tally.wrongRounds,
      tally.errors,
      tally.serverErrors,
      Object.entries(tally.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', '),
    ]),
    notes: [
      'expected and found: each effect summed over the rounds (one per round), counted in the database after the round',
      "errors: answers other than the race's winner, replay or refusal statuses (5xx among them)",
    ],
  };
}

function skipped(): SuiteResult {
  const note =
    'skipped: no PostgreSQL (set RELIABILITY_DATABASE_URL or TEST_DATABASE_URL); PGlite runs one statement at a time, so races there prove nothing';
  return {
    tables: [{ heading: 'Races on PostgreSQL', columns: ['note'], rows: [[note]] }],
    failures: 0,
    database: 'none',
  };
}
