// Issue 8's load journey: subscribers arriving at a steady rate, each logging in, browsing, buying a
// product on the bill with an Idempotency-Key of its own and reading their account, against the api as
// its own process. Every answer must be a 200; the api's memory must stay flat; p50 and p99 per step.
import { setTimeout as sleep } from 'node:timers/promises';
import { count, inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { billLines } from '../../src/db/schema';
import { startApi } from '../process/api-process';
import { childDatabase } from '../process/fixtures';
import { percentile } from '../process/http';
import { type JourneyAnswer, type JourneyStep, journey } from '../process/journey';
import type { SuiteOptions, SuiteResult, Table } from '../suite';

/** The api's resident memory may grow by at most this factor from after warm-up to the end. */
const MEMORY_GROWTH_LIMIT = 1.5;

export function run(options: SuiteOptions): Promise<SuiteResult> {
  return runLoad(options, {
    seconds: Number(process.env.RELIABILITY_LOAD_SECONDS ?? (options.quick ? 15 : 120)),
    rate: Number(process.env.RELIABILITY_LOAD_RATE ?? 4),
  });
}

/** `rate` journeys a second for `seconds`. */
export async function runLoad(
  options: SuiteOptions,
  { seconds, rate }: { seconds: number; rate: number },
): Promise<SuiteResult> {
  const visits = Math.ceil(seconds * rate);
  options.log(
    `load: ${visits} journeys, ${rate} a second for ${seconds} s, on ${options.postgresUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  const { database, subscribers } = await childDatabase(options.postgresUrl, visits);
  const api = await startApi(database.env);
  const answers: JourneyAnswer[] = [];
  const memory: { at: number; rss: number }[] = [];
  let billLinesFound = 0;
  try {
    const rssAtStart = api.rssBytes();
    const started = performance.now();
    const sampler = setInterval(() => memory.push({ at: performance.now() - started, rss: api.rssBytes() }), 1000);
    const running: Promise<void>[] = [];
    for (let index = 0; index < visits; index += 1) {
      // Open loop: each visit starts on its own schedule, however slow the previous ones are.
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const who = subscribers[index];
      if (!who) break;
      running.push(journey(api.url, who).then((steps) => void answers.push(...steps)));
    }
    await Promise.all(running);
    clearInterval(sampler);
    memory.unshift({ at: 0, rss: rssAtStart });
  } finally {
    await api.stop();
  }
  try {
    // Counted once the api has stopped: PGlite has one user at a time.
    const handle = openDatabase({ url: database.url, dataDir: database.env.DATA_DIR ?? 'memory://', poolSize: 1 });
    const ids = subscribers.map((who) => who.connectionId);
    const [lines] = await handle.db
      .select({ value: count() })
      .from(billLines)
      .where(inArray(billLines.connectionId, ids));
    billLinesFound = Number(lines?.value ?? 0);
    await handle.close();
  } finally {
    await database.drop();
  }
  return report({ answers, memory, seconds, rate, visits, billLinesFound, database: database.kind });
}

interface Figures {
  answers: JourneyAnswer[];
  memory: { at: number; rss: number }[];
  seconds: number;
  rate: number;
  visits: number;
  billLinesFound: number;
  database: 'postgres' | 'pglite';
}

function report({ answers, memory, seconds, rate, visits, billLinesFound, database }: Figures): SuiteResult {
  const steps: JourneyStep[] = ['login', 'catalogue', 'product page', 'subscribe', 'profile'];
  const row = (name: string, picked: JourneyAnswer[]) => {
    const times = picked.map((entry) => entry.answer.ms);
    const errors = picked.filter((entry) => entry.answer.status !== 200).length;
    return [
      name,
      picked.length,
      errors,
      picked.length ? `${((100 * errors) / picked.length).toFixed(2)}%` : '0%',
      Math.round(percentile(times, 50)),
      Math.round(percentile(times, 99)),
      Math.round(Math.max(0, ...times)),
    ];
  };
  const errors = answers.filter((entry) => entry.answer.status !== 200);
  const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
  const atShare = (share: number) => memory.find((sample) => sample.at >= share * seconds * 1000) ?? memory.at(-1);
  const warm = atShare(0.1);
  const middle = atShare(0.5);
  const end = memory.at(-1);
  const grew = warm && end ? end.rss / warm.rss : 1;
  const subscribed = answers.filter((entry) => entry.step === 'subscribe' && entry.answer.status === 200).length;
  let failures = errors.length + (grew > MEMORY_GROWTH_LIMIT ? 1 : 0);
  if (billLinesFound !== subscribed) failures += 1;
  const statusesOfErrors = [...new Set(errors.map((entry) => `${entry.step} ${entry.answer.status}`))].join(', ');
  const tables: Table[] = [
    {
      heading: `Load journey (${rate} subscribers a second for ${seconds} s, api as its own process on ${database})`,
      columns: ['step', 'requests', 'errors', 'error rate', 'p50 ms', 'p99 ms', 'max ms'],
      rows: [
        ...steps.map((step) =>
          row(
            step,
            answers.filter((entry) => entry.step === step),
          ),
        ),
        row('all', answers),
      ],
      notes: [
        `${visits} journeys: log in, a catalogue page, HBO's page, subscribe on the bill with a new Idempotency-Key, account details`,
        `subscribes answered 200: ${subscribed}; bill lines in the database: ${billLinesFound} (must be equal)`,
        ...(errors.length ? [`errors: ${statusesOfErrors}`] : []),
      ],
    },
    {
      heading: 'Load journey: api memory (resident set)',
      columns: ['before load MiB', 'after 10% MiB', 'middle MiB', 'end MiB', 'max MiB', 'end / after 10%'],
      rows: [
        [
          mib(memory[0]?.rss ?? 0),
          mib(warm?.rss ?? 0),
          mib(middle?.rss ?? 0),
          mib(end?.rss ?? 0),
          mib(Math.max(...memory.map((sample) => sample.rss))),
          grew.toFixed(2),
        ],
      ],
      notes: [`flat: the end within ${MEMORY_GROWTH_LIMIT} times the level after warm-up (10% of the run)`],
    },
  ];
  return { tables, failures, database };
}
