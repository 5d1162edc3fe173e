import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './feature-list.module.css';

export interface Features {
  tstv: boolean;
  pip: boolean;
  cpvr: boolean;
}

const order = ['tstv', 'pip', 'cpvr'] as const;

/** The channel features a product has (TSTV, PIP, CPVR); nothing when it has none. */
export function FeatureList({ features }: { features: Features }) {
  const { t } = useTranslation();
  const present = order.filter((feature) => features[feature]);
  if (present.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('catalogue.features.label')}>
      {present.map((feature) => (
        <li key={feature} className={styles.feature}>
          {t(`catalogue.features.${feature}`)}
        </li>
      ))}
    </ul>
  );
}
