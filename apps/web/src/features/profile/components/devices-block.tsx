import type { BasePackage } from '@selfcare/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUnsubscribeDevices } from '../model/connection-rules';
import styles from './profile.module.css';

export interface DevicesBlockProps {
  basePackage: BasePackage | null;
  additionalDevices: number;
}

/** How many devices the package brings and how many were added, with the way to /screens. */
export function DevicesBlock({ basePackage, additionalDevices }: DevicesBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.panelHeading}>
        {t('profilePage.content.devices')}
      </h3>
      <p>{t('profilePage.content.defaultDevices', { count: basePackage?.numberOfScreens ?? 0 })}</p>
      <p>{t('profilePage.content.additionalDevices', { count: additionalDevices })}</p>
      <ul className={styles.links}>
        <li>
          <Link to="/screens" className={styles.action}>
            {t('profilePage.content.addDevices')}
          </Link>
        </li>
        {canUnsubscribeDevices(basePackage, additionalDevices) && (
          <li>
            <Link to="/screens" className={styles.action} aria-label={t('profilePage.content.unsubscribeDevicesLabel')}>
              {t('profilePage.content.unsubscribeDevices')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
