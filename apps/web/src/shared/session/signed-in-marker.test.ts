import { afterEach, describe, expect, it } from 'vitest';
import { markSignedIn } from './signed-in-marker';
import { clearSession, writeStored } from './storage';

const marker = () => document.cookie.split('; ').find((cookie) => cookie.startsWith('signed_in='));

describe('the signed-in marker cookie', () => {
  afterEach(() => clearSession());

  it('is set when a session token is stored, and only then', () => {
    writeStored({ conID: 'c-1' });
    expect(marker()).toBeUndefined();
    writeStored({ jwt: 'token' });
    expect(marker()).toBe('signed_in=1');
  });

  it('goes with the session on logout or expiry', () => {
    writeStored({ jwt: 'token' });
    clearSession();
    expect(marker()).toBeUndefined();
  });

  it('follows the stored token at start-up', () => {
    markSignedIn(true);
    expect(marker()).toBe('signed_in=1');
    markSignedIn(false);
    expect(marker()).toBeUndefined();
  });
});
