// --warm: before a read is measured with the caches off, each sampled subscriber's request is sent
// once, so PostgreSQL and the operating system hold those subscribers' pages, as a server whose memory
// holds the live rows would after its first minutes of traffic. The figures then show what size costs
// with the pages in memory; without --warm, what it costs when they are read from disk.
import type { HttpScenario, RawRequest } from './scenarios';

/** Sends `times` requests of a per-subscriber scenario one after another (its rotation comes back to its start). */
export async function warmScenario(url: string, scenario: HttpScenario, times: number): Promise<void> {
  const { setupRequest } = scenario;
  if (!setupRequest || !scenario.cacheable) return;
  const body = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  for (let sent = 0; sent < times; sent += 1) {
    const raw = setupRequest({
      path: scenario.path,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    }) as RawRequest;
    const answer = await fetch(`${url}${raw.path}`, { method: scenario.method, headers: raw.headers, body: raw.body });
    if (!answer.ok) throw new Error(`warming ${scenario.name}: ${answer.status} ${await answer.text()}`);
    await answer.arrayBuffer();
  }
}
