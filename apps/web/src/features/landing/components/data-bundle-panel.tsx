import { PrimaryDataBundle } from '@/shared/account/primary-data-bundle';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Panel, PanelAction } from '@/shared/ui/panel';

/** The side panel of a broadband connection: the data bundle its package brings, and all data bundles. */
export function DataBundlePanel({ conId }: { conId: string }) {
  const { t } = useTranslation();
  return (
    <Panel as="aside" heading={t('landing.dataBundle.heading')}>
      <PrimaryDataBundle connectionId={conId} noneText={t('landing.dataBundle.none')} />
      <PanelAction to="/databundles">{t('landing.dataBundle.all')}</PanelAction>
    </Panel>
  );
}
