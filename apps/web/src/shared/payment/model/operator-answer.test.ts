import { describe, expect, it } from 'vitest';
import { readOperatorAnswer } from './operator-answer';

describe('readOperatorAnswer', () => {
  it.each([
    ['RETRY', 'RETRY', 'retry'],
    ['SUCCESS', 'FAILURE', 'failure'],
    ['FAILURE', null, 'failure'],
    ['SUCCESS', null, 'pending'],
    ['PENDING', 'PENDING', 'pending'],
    ['SUCCESS', 'SUCCESS', 'paid'],
  ] as const)('status %s with paymentStatus %s reads %s', (status, paymentStatus, answer) => {
    expect(readOperatorAnswer({ status, paymentStatus })).toBe(answer);
  });
});
