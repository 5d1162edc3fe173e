import type { BasePackage } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Panel, PanelAction } from '@/shared/ui/panel';
import { canUnsubscribeDevices } from '../model/connection-rules';
import styles from './profile.module.css';

export interface DevicesBlockProps {
  basePackage: BasePackage | null;
  additionalDevices: number;
  /** Ways to /screens are offered only while the connection can buy. */
  canBuy: boolean;
}

/** How many devices the package brings and how many were added, with the way to /screens. */
export function DevicesBlock({ basePackage, additionalDevices, canBuy }: DevicesBlockProps) {
  const { t } = useTranslation();
  return (
    <Panel level={3} heading={t('profilePage.content.devices')}>
      <p>{t('profilePage.content.defaultDevices', { count: basePackage?.numberOfScreens ?? 0 })}</p>
      <p>{t('profilePage.content.additionalDevices', { count: additionalDevices })}</p>
      {canBuy && (
        <ul className={styles.links}>
          <li>
            <PanelAction to="/screens">{t('profilePage.content.addDevices')}</PanelAction>
          </li>
          {canUnsubscribeDevices(basePackage, additionalDevices) && (
            <li>
              <PanelAction to="/screens" aria-label={t('profilePage.content.unsubscribeDevicesLabel')}>
                {t('profilePage.content.unsubscribeDevices')}
              </PanelAction>
            </li>
          )}
        </ul>
      )}
    </Panel>
  );
}
