import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../lib/database-unavailable';
import { ExternalCallError, ExternalSystem } from './external-system';

function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('ExternalSystem', () => {
  it('retries a retryable failure with back-off and logs one line for the call', async () => {
    const { log, lines } = recordingLog();
    const system = new ExternalSystem({ name: 'sms', log, timeoutMs: 1000 });
    let attempts = 0;
    const answer = await system.call(
      'send',
      async () => {
        attempts += 1;
        if (attempts < 3) throw new ExternalCallError('gateway answered 503', true, 503);
        return 'sent';
      },
      { retries: 2 },
    );
    expect(answer).toBe('sent');
    expect(attempts).toBe(3);
    expect(lines.filter((line) => line.msg === 'external call')).toEqual([
      expect.objectContaining({ system: 'sms', operation: 'send', outcome: 'ok' }),
    ]);
  });

  it('never repeats a failure that is not retryable, nor a call without retries', async () => {
    const { log } = recordingLog();
    const system = new ExternalSystem({ name: 'caas', log, timeoutMs: 1000 });
    let attempts = 0;
    const refused = async () => {
      attempts += 1;
      throw new ExternalCallError('refused', false, 400);
    };
    await expect(system.call('charge', refused, { retries: 3 })).rejects.toThrow('refused');
    await expect(
      system.call('charge', async () => {
        attempts += 1;
        throw new ExternalCallError('gateway answered 502', true, 502);
      }),
    ).rejects.toThrow('502');
    expect(attempts).toBe(2);
  });

  it('bounds each attempt with its deadline and logs a timeout', async () => {
    const { log, lines } = recordingLog();
    const system = new ExternalSystem({ name: 'tmf629', log, timeoutMs: 50 });
    const hung = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    await expect(system.call('find', hung)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(lines.at(-1)).toMatchObject({ system: 'tmf629', operation: 'find', outcome: 'timeout' });
  });

  it('opens the circuit after repeated failures and answers 503 with Retry-After without calling', async () => {
    const { log, lines } = recordingLog();
    const system = new ExternalSystem({ name: 'tmf641', log, timeoutMs: 1000, failuresToOpen: 3, openSeconds: 7 });
    let calls = 0;
    const down = async () => {
      calls += 1;
      throw new ExternalCallError('connection refused', true);
    };
    for (let i = 0; i < 3; i += 1) await expect(system.call('create', down)).rejects.toThrow('connection refused');
    const refusal = await system.call('create', down).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceUnavailableError);
    expect((refusal as ServiceUnavailableError).headers['retry-after']).toBe('7');
    expect(calls).toBe(3);
    expect(system.refusing).toBe(true);
    expect(lines.at(-1)).toMatchObject({ outcome: 'circuit-open' });
    system.shutdown();
  });
});
