import { PrimaryDataBundle } from '@/shared/account/primary-data-bundle';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Panel, PanelAction } from '@/shared/ui/panel';

/** A broadband connection's data bundle, with UPGRADE to all data bundles while it can buy. */
export function DataBundleBlock({ connectionId, canBuy }: { connectionId: string; canBuy: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel level={3} heading={t('profilePage.content.dataBundle')}>
      <PrimaryDataBundle connectionId={connectionId} noneText={t('profilePage.content.noDataBundle')} />
      {canBuy && (
        <PanelAction to="/databundles" aria-label={t('profilePage.content.upgradeDataBundle')}>
          {t('profilePage.content.upgrade')}
        </PanelAction>
      )}
    </Panel>
  );
}
