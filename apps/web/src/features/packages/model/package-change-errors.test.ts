import { messagesSi } from '@selfcare/contracts/messages/locales/si';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-error';
import { isPinRefusal, serverReason } from './package-change-errors';

describe('failure texts', () => {
  it("keeps the server's own message and drops the generic stand-in", () => {
    expect(serverReason(new ApiRequestError(422, 'BUSINESS_RULE', 'A downgrade is not possible.'))).toBe(
      'A downgrade is not possible.',
    );
    expect(
      serverReason(new ApiRequestError(500, 'HTTP_500', 'Something went wrong, please contact your service provider')),
    ).toBeNull();
    expect(serverReason(new Error('boom'))).toBeNull();
  });

  it('drops the generic stand-in in any language', () => {
    expect(serverReason(new ApiRequestError(500, 'HTTP_500', messagesSi.errors?.generic ?? ''))).toBeNull();
    expect(serverReason(new ApiRequestError(0, 'NETWORK', messagesSi.errors?.generic ?? ''))).toBeNull();
    expect(serverReason(new ApiRequestError(400, 'HTTP_400', messagesSi.errors?.generic ?? '', true))).toBeNull();
  });

  it('answers a wrong PIN and the attempt limit in the modal', () => {
    expect(isPinRefusal(new ApiRequestError(422, 'WRONG_PIN', 'The parental PIN is incorrect.'))).toBe(true);
    expect(isPinRefusal(new ApiRequestError(429, 'RATE_LIMITED', 'Too many attempts.'))).toBe(true);
    expect(isPinRefusal(new ApiRequestError(422, 'BUSINESS_RULE', 'No.'))).toBe(false);
  });
});
