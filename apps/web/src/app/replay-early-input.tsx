import { useEffect } from 'react';
import { type EarlyInput, replayEarlyInput } from './early-input';

/** Renders nothing; once the hydrated page is committed, gives it the input made before (early-input.ts). */
export function ReplayEarlyInput({ input }: { input: readonly EarlyInput[] }) {
  useEffect(() => {
    replayEarlyInput(input);
  }, [input]);
  return null;
}
