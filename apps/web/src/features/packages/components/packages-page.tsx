import { useViewer } from '@/shared/account/use-viewer';
import type { PauseActionsSlot } from '@/shared/catalogue/pause-actions-slot';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EmptyState } from '@/shared/ui/empty-state';
import { usePackages } from '../hooks/use-packages';
import { PackageBrowser } from './package-browser';
import { QueryStatus } from './query-status';

/**
 * '/packages': every base package, the one the location hash selects shown in full; the connection's own
 * with `PauseActions` (decision 0074).
 */
export function PackagesPage({ PauseActions }: { PauseActions: PauseActionsSlot }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { packages, error } = usePackages(viewer.connectionId);
  // An account without a connection has no type to wait for: it is shown the visitors' list.
  const ready = packages !== undefined && (viewer.priceReady || viewer.withoutConnection);
  return (
    <>
      <title>{t('packages.list.title')}</title>
      <h1>{t('packages.list.heading')}</h1>
      {!ready && <QueryStatus error={error} />}
      {ready && packages.length === 0 && <EmptyState>{t('packages.list.empty')}</EmptyState>}
      {ready && packages.length > 0 && (
        <PackageBrowser packages={packages} viewer={viewer} PauseActions={PauseActions} />
      )}
    </>
  );
}
