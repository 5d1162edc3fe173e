import { allStubs } from './all';

/** `npm run stubs`: every stub on its loopback port, until Ctrl-C. */
const host = process.env.STUBS_HOST ?? '127.0.0.1';
const running = await Promise.all(allStubs.map((stub) => stub.start({ port: stub.port, host })));
for (const stub of running) process.stdout.write(`${stub.name.padEnd(40)} ${stub.url}\n`);
// scripts/run-production-e2e.mjs waits for this line.
process.stdout.write('All stubs are listening.\n');

const stop = async () => {
  await Promise.all(running.map((stub) => stub.close()));
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
