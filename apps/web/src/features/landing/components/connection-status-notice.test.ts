import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { connectionStatusText } from './connection-status-notice';

const t = i18n.t;

describe('connectionStatusText', () => {
  it('gives the termination date of a pending_terminated connection as DD/MM/YYYY', () => {
    expect(
      connectionStatusText(t, {
        status: 'pending_terminated',
        pendingTerminationDate: '2026-12-14',
      }),
    ).toBe('Your connection has been unsubscribed. Account will be terminated on 14/12/2026');
  });

  it('gives the same banner without a date for an unsubscribed connection', () => {
    expect(connectionStatusText(t, { status: 'unsubscribed', pendingTerminationDate: null })).toBe(
      'Your connection has been unsubscribed.',
    );
  });

  it('leaves suspended connections to the suspended screen', () => {
    expect(connectionStatusText(t, { status: 'suspended', pendingTerminationDate: null })).toBeNull();
  });

  it('has nothing to say for an active connection', () => {
    expect(connectionStatusText(t, { status: 'active', pendingTerminationDate: null })).toBeNull();
  });
});
