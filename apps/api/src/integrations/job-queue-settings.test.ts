import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { jobQueueEnv, readJobQueueSettings } from './job-queue-settings';

function read(env: Record<string, string>, production = false) {
  const problems: string[] = [];
  const settings = readJobQueueSettings(z.object(jobQueueEnv).parse(env), production, problems);
  return { settings, problems };
}

describe('job queue settings', () => {
  it('polls every 2 s, retries a message 8 times from 15 s and asks a platform 8 more times from 60 s by default', () => {
    expect(read({}).settings).toEqual({
      pollSeconds: 2,
      concurrency: 4,
      attemptTimeoutSeconds: 180,
      maintenanceSeconds: 30,
      shutdownSeconds: 15,
      delivery: { retryLimit: 8, retryDelaySeconds: 15, sandboxDelayMs: 0 },
      provisioning: { retryLimit: 8, retryDelaySeconds: 60 },
    });
    expect(
      read({ PROVISIONING_RETRY_LIMIT: '3', PROVISIONING_RETRY_DELAY_SECONDS: '600' }).settings.provisioning,
    ).toEqual({ retryLimit: 3, retryDelaySeconds: 600 });
  });

  it('refuses the sandbox transports’ delay in production, and maintenance slower than the attempt timeout', () => {
    expect(read({ SANDBOX_DELIVERY_DELAY_MS: '5000' }).problems).toEqual([]);
    expect(read({ SANDBOX_DELIVERY_DELAY_MS: '5000' }, true).problems).toEqual([
      'SANDBOX_DELIVERY_DELAY_MS: a test setting of the sandbox transports; production refuses it',
    ]);
    expect(read({ JOB_QUEUE_ATTEMPT_TIMEOUT_SECONDS: '10', JOB_QUEUE_MAINTENANCE_SECONDS: '20' }).problems).toEqual([
      'JOB_QUEUE_MAINTENANCE_SECONDS: must be at most JOB_QUEUE_ATTEMPT_TIMEOUT_SECONDS, or a lost try waits longer than its timeout',
    ]);
  });

  it('is reported with the other settings by config, a poll under pg-boss’s 0.5 s included', () => {
    expect(() => loadConfig({ JOB_QUEUE_POLL_SECONDS: '0.1', DELIVERY_RETRY_LIMIT: '-1' })).toThrow(
      /JOB_QUEUE_POLL_SECONDS[\s\S]*DELIVERY_RETRY_LIMIT/,
    );
    expect(loadConfig({ JOB_QUEUE_POLL_SECONDS: '0.5' }).jobQueue.pollSeconds).toBe(0.5);
  });
});
