import type { ProductSummary } from '@selfcare/contracts';
import type { ComponentType } from 'react';

/**
 * PAUSE, RESUME NOW and 'Paused until' for a subscription a page shows outside the product page (the
 * connection's base package on /packages, decision 0074). Features do not import one another, so the
 * page takes them as a prop, which the app's route passes (decision 0034).
 */
export type PauseActionsSlot = ComponentType<{ product: ProductSummary; connectionId: string }>;
