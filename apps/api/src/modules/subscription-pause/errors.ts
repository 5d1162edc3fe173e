import { ErrorCode } from '@selfcare/contracts';
import type { SubscriptionPauseMessages } from '@selfcare/contracts/messages/in-language';
import { ApiError } from '../../lib/api-error';

type PauseKey = keyof SubscriptionPauseMessages;

/** A subscription that can never be paused (422). */
export const notPausable = (key: PauseKey) => new ApiError(422, ErrorCode.businessRule, `subscriptionPause.${key}`);

/** A subscription whose state forbids the pause or resume now (409). */
export const pauseConflict = (key: PauseKey, values: Record<string, string> = {}) =>
  new ApiError(409, ErrorCode.conflict, `subscriptionPause.${key}`, values);
