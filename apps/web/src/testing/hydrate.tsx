import { act, type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Draws `element` as the server would, then hydrates that markup in a transition as main.tsx does, and
 * waits for the effects (and what they start) to settle. Render counts taken from here on count only
 * the browser's renders.
 */
export async function serverDrawnThenHydrated(element: ReactNode, beforeHydrating: () => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeHydrating();
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  });
  return container;
}
