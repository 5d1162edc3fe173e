import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './landing-page.module.css';

export function ViewPromotionsLink() {
  const { t } = useTranslation();
  return (
    <p className={styles.promotions}>
      <Link to="/promotions" className={styles.promotionsLink}>
        {t('landing.viewPromotions')}
      </Link>
    </p>
  );
}
