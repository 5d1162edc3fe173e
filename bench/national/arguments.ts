// The command line of `npm run bench:data`.
import { parseArgs } from 'node:util';

export interface Arguments {
  subscribers: number;
  /**
   * --only: the set holds only these subscribers, each with the rows it has in a set of any size (the
   * bench's "same subscribers alone"); `subscribers` is then how many.
   */
  only?: number[];
  databaseUrl: string;
  /** Subscribers made per round of statements: bounds each statement's memory and shows progress. */
  batch: number;
  /** 'YYYY-MM-DD': the last day of the two years of history. */
  asOfDate: string;
  /** Generated subscribers logged in through the api afterwards, each reading its pages. */
  checkReads: number;
  /** Connections that load batches (and rebuild indexes) at once: PostgreSQL runs each on one core. */
  workers: number;
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/selfcare_national';

export function readArguments(argv: string[]): Arguments {
  const { values } = parseArgs({
    args: argv,
    options: {
      subscribers: { type: 'string', default: '1000000' },
      only: { type: 'string' },
      'database-url': { type: 'string', default: DEFAULT_URL },
      batch: { type: 'string', default: '50000' },
      'as-of': { type: 'string', default: new Date().toISOString().slice(0, 10) },
      'check-reads': { type: 'string', default: '20' },
      workers: { type: 'string', default: '2' },
    },
  });
  const only = values.only === undefined ? undefined : subscriberNumbers(values.only);
  const subscribers = only ? only.length : positive('subscribers', values.subscribers);
  const asOfDate = values['as-of'];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOfDate)) throw new Error(`--as-of takes YYYY-MM-DD, not ${asOfDate}`);
  return {
    subscribers,
    only,
    databaseUrl: values['database-url'],
    batch: Math.min(subscribers, positive('batch', values.batch)),
    asOfDate,
    // The check samples subscribers 1..N, which a set of chosen ones does not hold.
    checkReads: only ? 0 : Number(values['check-reads']),
    workers: positive('workers', values.workers),
  };
}

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`--${name} takes a positive whole number, not ${value}`);
  return number;
}

/** "17,230,9001": distinct subscriber numbers, each 1 or more. */
function subscriberNumbers(list: string): number[] {
  const numbers = list.split(',').map((item) => positive('only', item.trim()));
  if (new Set(numbers).size !== numbers.length) throw new Error('--only names a subscriber more than once');
  return numbers.sort((a, b) => a - b);
}
