let handler: () => void = () => window.location.assign('/login');

/**
 * The app swaps the full page load for a router navigation once the router exists; the default
 * still works before that. Returns a function that puts the previous handler back.
 */
export function setUnauthorizedHandler(next: () => void): () => void {
  const previous = handler;
  handler = next;
  return () => {
    handler = previous;
  };
}

export function handleUnauthorized(): void {
  handler();
}
