import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { connectionStatusText } from './connection-status-notice';

const t = i18n.t;

describe('connectionStatusText', () => {
  it('gives the termination date of a pending_terminated connection as DD/MM/YYYY', () => {
    expect(
      connectionStatusText(t, {
        status: 'pending_terminated',
        connectionType: 2,
        pendingTerminationDate: '2026-12-14',
      }),
    ).toBe('Your connection has been unsubscribed. Account will be terminated on 14/12/2026');
  });

  it('gives the same banner without a date for an unsubscribed connection', () => {
    expect(connectionStatusText(t, { status: 'unsubscribed', connectionType: 5, pendingTerminationDate: null })).toBe(
      'Your connection has been unsubscribed.',
    );
  });

  it('asks fixed-line subscribers to pay the outstanding bill when suspended', () => {
    for (const connectionType of [1, 2, 3, 4, 5]) {
      expect(connectionStatusText(t, { status: 'suspended', connectionType, pendingTerminationDate: null })).toBe(
        'Your connection is in a suspended state. Please proceed the outstanding payment for re-activation.',
      );
    }
  });

  it('gives prepaid and mobile-billed connections a neutral suspended notice', () => {
    for (const connectionType of [6, 7]) {
      expect(connectionStatusText(t, { status: 'suspended', connectionType, pendingTerminationDate: null })).toBe(
        'Your connection is suspended.',
      );
    }
  });

  it('has nothing to say for an active connection', () => {
    expect(connectionStatusText(t, { status: 'active', connectionType: 1, pendingTerminationDate: null })).toBeNull();
  });
});
