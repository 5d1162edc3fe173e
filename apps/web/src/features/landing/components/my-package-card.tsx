import type { BasePackage, ConnectionTypeCode } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BasePackagePrice } from '@/shared/ui/base-package-price';
import { Panel, PanelAction, PanelName } from '@/shared/ui/panel';

export interface MyPackageCardProps {
  basePackage: BasePackage | null;
  connectionType: ConnectionTypeCode | null;
}

/** The connection's current base package: name, price, number of devices, and where to add devices. */
export function MyPackageCard({ basePackage, connectionType }: MyPackageCardProps) {
  const { t } = useTranslation();
  return (
    <Panel heading={t('landing.myPackage.heading')}>
      {basePackage ? (
        <>
          <PanelName>{basePackage.name}</PanelName>
          <BasePackagePrice basePackage={basePackage} connectionType={connectionType} />
          {basePackage.numberOfScreens !== null && (
            <p>{t('landing.myPackage.devices', { count: basePackage.numberOfScreens })}</p>
          )}
          <PanelAction to="/screens">{t('landing.myPackage.addDevices')}</PanelAction>
        </>
      ) : (
        <p>{t('landing.myPackage.none')}</p>
      )}
    </Panel>
  );
}
