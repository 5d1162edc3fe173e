import type { ConnectionSummary } from '@selfcare/contracts';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverDrawnThenHydrated } from '@/testing/hydrate';
import { storeSelectedConnection } from './select-connection';
import { readSession, useSession } from './session';
import { clearSession, writeStored } from './storage';

const mobitel: ConnectionSummary = {
  connectionId: 'c-2',
  name: 'Nimal Perera',
  connectionType: 6,
  serviceType: 'Mobitel',
  status: 'active',
  broadband: false,
  telephoneNumber: null,
  accountNumber: null,
  mobile: '0712345678',
};

describe('storeSelectedConnection', () => {
  it('stores the spec keys for the chosen connection', () => {
    storeSelectedConnection(mobitel, 1);
    expect({ ...localStorage }).toEqual({
      conID: 'c-2',
      selectedUserIndex: '1',
      serviceType: 'Mobitel',
      isBroadBand: 'false',
      connectionStatus: 'active',
      userTelephoneNumber: '0712345678',
    });
  });
});

describe('readSession', () => {
  it('is logged out with nothing stored', () => {
    expect(readSession()).toEqual({ loggedIn: false, userId: null, connection: null });
  });

  it('reads the selected connection, treating unknown statuses as suspended', () => {
    writeStored({ jwt: 't', userId: 'u-1' });
    storeSelectedConnection({ ...mobitel, broadband: true }, 0);
    localStorage.setItem('connectionStatus', 'frozen');
    expect(readSession()).toEqual({
      loggedIn: true,
      userId: 'u-1',
      connection: {
        id: 'c-2',
        index: 0,
        serviceType: 'Mobitel',
        broadband: true,
        status: 'suspended',
        telephoneNumber: '0712345678',
      },
    });
  });

  it('returns the same object while nothing changes', () => {
    writeStored({ jwt: 't' });
    expect(readSession()).toBe(readSession());
  });
});

function LoginState() {
  return <p>{useSession().loggedIn ? 'in' : 'out'}</p>;
}

describe('useSession', () => {
  it('re-renders when the session is stored and cleared', () => {
    render(<LoginState />);
    expect(screen.getByText('out')).toBeInTheDocument();
    act(() => writeStored({ jwt: 't' }));
    expect(screen.getByText('in')).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.getByText('out')).toBeInTheDocument();
  });
});

function SessionReader({ renders }: { renders: { count: number } }) {
  renders.count += 1;
  return <p>{useSession().loggedIn ? 'signed in' : 'visitor'}</p>;
}

describe("a visitor's session on a server-drawn page", () => {
  it('is taken over without rendering its readers again', async () => {
    clearSession();
    const renders = { count: 0 };
    const page = await serverDrawnThenHydrated(<SessionReader renders={renders} />, () => {
      renders.count = 0;
    });
    expect(page.textContent).toBe('visitor');
    // The server's snapshot and the browser's are one object: React has nothing to render again.
    expect(renders.count).toBe(1);
    page.remove();
  });
});
