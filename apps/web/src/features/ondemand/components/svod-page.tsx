import { useSearchParams } from 'react-router';
import { SvodDetail } from './svod-detail';
import { SvodGate } from './svod-gate';

/** '/svod/{id}'. An optional ?purchaseOptionId= (a banner's offer) opens the purchase modal with that option. */
export function SvodPage() {
  const [searchParams] = useSearchParams();
  return (
    <SvodGate>
      {(svod, viewer) => (
        <SvodDetail svod={svod} viewer={viewer} requestedOptionId={searchParams.get('purchaseOptionId')} />
      )}
    </SvodGate>
  );
}
