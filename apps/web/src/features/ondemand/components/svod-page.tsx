import { useSearchParams } from 'react-router';
import type { PurchaseActionsSlot } from '@/shared/catalogue/purchase-actions-slot';
import { SvodDetail } from './svod-detail';
import { SvodGate } from './svod-gate';

/**
 * '/svod/{id}'. An optional ?purchaseOptionId= (a banner's offer) opens the purchase modal with that option.
 * The purchase buttons are the app's to give (app/routes/svod.tsx).
 */
export function SvodPage({ PurchaseActions }: { PurchaseActions: PurchaseActionsSlot }) {
  const [searchParams] = useSearchParams();
  return (
    <SvodGate>
      {(svod, viewer) => (
        <SvodDetail
          svod={svod}
          viewer={viewer}
          requestedOptionId={searchParams.get('purchaseOptionId')}
          PurchaseActions={PurchaseActions}
        />
      )}
    </SvodGate>
  );
}
