import { z } from 'zod';

/** GET /health/live: the process answers. */
export const liveAnswerSchema = z.strictObject({ status: z.literal('live') });

/** GET /health/ready: the database answers, its migrations are current, the job queue runs. */
export const readyAnswerSchema = z.strictObject({ status: z.literal('ready') });
