import { PackagesPage } from '@/features/packages/components/packages-page';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** The pause buttons and their dialogs are fetched only when a subscriber's package card shows them. */
const PauseControls = lazyNamed(() => import('@/features/purchase/components/pause-controls'), 'PauseControls');

/** '/packages': every base package; the connection's own may be paused where the operator allows it. */
export function PackagesRoute() {
  return <PackagesPage PauseActions={PauseControls} />;
}
