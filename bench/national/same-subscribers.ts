// --alone-url: the sampled subscribers alone. A data set (re)made with only them (bench:data --only):
// a subscriber's rows depend on its number alone, so each has there the history it has in the national
// set. Their reads in the two sets then differ only in what else the database holds, which is what a
// read's growth with the number of subscribers is about; beside a 1-subscriber set, the subscriber
// differs too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SampledSubscriber } from './sample-subscribers';

const generator = fileURLToPath(new URL('./generate.ts', import.meta.url));

/** Makes the set at `url` hold only the sampled subscribers; the generator's report goes to stderr. */
export function generateAlone(url: string, sampled: readonly SampledSubscriber[], asOfDate: string): Promise<void> {
  const only = [...new Set(sampled.map((subscriber) => subscriber.n))].join(',');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', generator, '--database-url', url, '--as-of', asOfDate, '--only', only],
    { stdio: ['ignore', process.stderr, process.stderr] },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bench:data --only for ${url} exited with ${code}`)),
    );
  });
}
