import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './section-header.module.css';

export interface SectionHeaderProps {
  title: string;
  /** The 'View All' target ('/channels'); no link when left out. */
  viewAllHref?: string;
  level?: 2 | 3;
  /** For a Carousel or list to point aria-labelledby at. */
  id?: string;
}

/** A section heading with an optional 'View All' link, which screen readers hear as 'View All {title}'. */
export function SectionHeader({ title, viewAllHref, level = 2, id }: SectionHeaderProps) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.header}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {viewAllHref && (
        <Link to={viewAllHref} className={styles.viewAll} aria-label={t('catalogue.section.viewAllNamed', { title })}>
          {t('catalogue.section.viewAll')}
        </Link>
      )}
    </div>
  );
}
