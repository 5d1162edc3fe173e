import { SvodDetail } from './svod-detail';
import { SvodGate } from './svod-gate';

/**
 * '/svod/{id}'. An optional ?purchaseOptionId= stays in the address for the purchase flow, which adds
 * the SUBSCRIBE / UNSUBSCRIBE buttons.
 */
export function SvodPage() {
  return <SvodGate>{(svod, viewer) => <SvodDetail svod={svod} viewer={viewer} />}</SvodGate>;
}
