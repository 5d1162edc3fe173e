/** Sends one request of the api client: its url under /api and the fetch options. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The browser's fetch, or during a server render the api answering itself (entry-server.tsx). */
export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
