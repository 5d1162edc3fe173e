import { useEffect } from 'react';
import { replayEarlyInput, takeKeptForReplay } from './early-input';

/**
 * Renders nothing. Placed last inside the page's Suspense boundary (layouts/page-boundary.tsx), whose
 * content React hydrates after the shell around it: its effect runs once the page too has been
 * hydrated, and only then is the input made before given again (early-input.ts); a click given to a
 * part not yet hydrated would be dropped.
 */
export function ReplayEarlyInput() {
  useEffect(() => {
    replayEarlyInput(takeKeptForReplay());
  }, []);
  return null;
}
