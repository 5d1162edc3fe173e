/** The location's hash; empty during a server render, as browsers never send it. */
export function locationHash(): string {
  return typeof window === 'undefined' ? '' : window.location.hash;
}
