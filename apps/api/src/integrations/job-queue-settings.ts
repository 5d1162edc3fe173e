import { z } from 'zod';

const number = (min: number, max: number) => z.coerce.number().min(min).max(max);
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** The durable job queue's settings (docs/integrations.md, "Durable delivery"). */
export const jobQueueEnv = {
  // pg-boss polls no faster than every 0.5 s.
  JOB_QUEUE_POLL_SECONDS: number(0.5, 600).default(2),
  JOB_QUEUE_CONCURRENCY: whole(1, 100).default(4),
  // A try running longer counts as lost (its process died) and is tried again.
  JOB_QUEUE_ATTEMPT_TIMEOUT_SECONDS: whole(5, 3600).default(180),
  JOB_QUEUE_MAINTENANCE_SECONDS: whole(1, 3600).default(30),
  JOB_QUEUE_SHUTDOWN_SECONDS: whole(1, 600).default(15),
  DELIVERY_RETRY_LIMIT: whole(0, 100).default(8),
  DELIVERY_RETRY_DELAY_SECONDS: whole(1, 3600).default(15),
  SANDBOX_DELIVERY_DELAY_MS: whole(0, 600_000).default(0),
  PROVISIONING_RETRY_LIMIT: whole(0, 100).default(8),
  PROVISIONING_RETRY_DELAY_SECONDS: whole(1, 86_400).default(60),
};

type JobQueueEnv = { [K in keyof typeof jobQueueEnv]: z.infer<(typeof jobQueueEnv)[K]> };

export interface JobQueueSettings {
  /** How often an idle worker asks for work. */
  pollSeconds: number;
  /** Jobs of one kind run at once in this process. */
  concurrency: number;
  /** A try still running after this long counts as lost and is tried again (its process may have died). */
  attemptTimeoutSeconds: number;
  /** How often lost tries are looked for and old jobs archived. */
  maintenanceSeconds: number;
  /** How long closing the api waits for the jobs in hand to finish. */
  shutdownSeconds: number;
  delivery: {
    /** Tries after the first before a message is given up on (status `failed`). */
    retryLimit: number;
    /** The wait before the first retry; each later one waits about twice as long, with jitter. */
    retryDelaySeconds: number;
    /** Only outside production: the sandbox transports wait this long per message (crash tests). */
    sandboxDelayMs: number;
  };
  /** Following a provisioning request the platform has not finished (integrations/provisioning-follow-up.ts). */
  provisioning: {
    /** Asks after the first before the purchase's provisioning is given up as FAILURE. */
    retryLimit: number;
    /** The wait before the first ask (the request itself asks at once); each later one waits about twice as long. */
    retryDelaySeconds: number;
  };
}

/** `values` is undefined when the environment did not parse: config reports those problems and throws. */
export function readJobQueueSettings(
  parsed: JobQueueEnv | undefined,
  production: boolean,
  problems: string[],
): JobQueueSettings {
  const values = parsed ?? z.object(jobQueueEnv).parse({});
  if (production && values.SANDBOX_DELIVERY_DELAY_MS > 0) {
    problems.push('SANDBOX_DELIVERY_DELAY_MS: a test setting of the sandbox transports; production refuses it');
  }
  if (values.JOB_QUEUE_MAINTENANCE_SECONDS > values.JOB_QUEUE_ATTEMPT_TIMEOUT_SECONDS) {
    problems.push(
      'JOB_QUEUE_MAINTENANCE_SECONDS: must be at most JOB_QUEUE_ATTEMPT_TIMEOUT_SECONDS, or a lost try waits longer than its timeout',
    );
  }
  return {
    pollSeconds: values.JOB_QUEUE_POLL_SECONDS,
    concurrency: values.JOB_QUEUE_CONCURRENCY,
    attemptTimeoutSeconds: values.JOB_QUEUE_ATTEMPT_TIMEOUT_SECONDS,
    maintenanceSeconds: values.JOB_QUEUE_MAINTENANCE_SECONDS,
    shutdownSeconds: values.JOB_QUEUE_SHUTDOWN_SECONDS,
    delivery: {
      retryLimit: values.DELIVERY_RETRY_LIMIT,
      retryDelaySeconds: values.DELIVERY_RETRY_DELAY_SECONDS,
      sandboxDelayMs: values.SANDBOX_DELIVERY_DELAY_MS,
    },
    provisioning: {
      retryLimit: values.PROVISIONING_RETRY_LIMIT,
      retryDelaySeconds: values.PROVISIONING_RETRY_DELAY_SECONDS,
    },
  };
}
