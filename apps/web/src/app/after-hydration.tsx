import { useEffect } from 'react';
import { markRootHydrated } from '@/shared/ui/use-hydrated';
import { type EarlyInput, replayEarlyInput } from './early-input';

/**
 * Renders nothing, after the app: once the hydrated page is committed, it says so (use-hydrated.ts),
 * and gives the page the input made before (early-input.ts).
 */
export function AfterHydration({ earlyInput }: { earlyInput: readonly EarlyInput[] }) {
  useEffect(() => {
    markRootHydrated();
    replayEarlyInput(earlyInput);
  }, [earlyInput]);
  return null;
}
