import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineConnection, fixedLineDetails } from '@/testing/fixtures';
import { connectionDetailsQueryKey } from './api/get-connection-details';
import { useViewer } from './use-viewer';
import { visitorViewer } from './viewer';

function renderViewer(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useViewer(), { wrapper });
}

describe('useViewer', () => {
  it('sees a visitor as the visitor viewer, without a request', () => {
    const fetchMock = mockFetch(() => jsonResponse(404, {}));
    expect(renderViewer().result.current).toEqual(visitorViewer);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes the selected connection's type from the connections list, pricing only once it is known", async () => {
    writeStored({ jwt: 'jwt-1', userId: 'acc-1', conID: 'con-1', isBroadBand: 'true' });
    const fetchMock = mockFetch((path) =>
      path.endsWith('/account/connections')
        ? jsonResponse(200, [{ ...fixedLineConnection, connectionType: 7 }])
        : jsonResponse(404, {}),
    );
    const { result } = renderViewer();
    expect(result.current).toMatchObject({ loggedIn: true, connectionId: 'con-1', priceReady: false });
    await waitFor(() => expect(result.current.connectionType).toBe(7));
    expect(result.current).toEqual({
      loggedIn: true,
      userId: 'acc-1',
      connectionId: 'con-1',
      connectionType: 7,
      broadband: true,
      withoutConnection: false,
      priceReady: true,
    });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/users/v1/account/connections']);
  });

  it("knows the type from the connection's details a page already read", () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1' });
    mockFetch(() => new Promise<Response>(() => undefined));
    const queryClient = new QueryClient();
    queryClient.setQueryData(connectionDetailsQueryKey('con-1'), fixedLineDetails);
    expect(renderViewer(queryClient).result.current).toMatchObject({ connectionType: 1, priceReady: true });
  });

  it('tells an account without a connection apart, which has no type to wait for', () => {
    writeStored({ jwt: 'jwt-1', userId: 'acc-1' });
    const fetchMock = mockFetch(() => jsonResponse(404, {}));
    expect(renderViewer().result.current).toMatchObject({
      loggedIn: true,
      connectionId: null,
      connectionType: null,
      withoutConnection: true,
      priceReady: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
