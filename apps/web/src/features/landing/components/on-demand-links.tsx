import { Link } from 'react-router';
import { type OnDemandAnchor, onDemandTabHref } from '@/shared/catalogue/on-demand';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './on-demand-links.module.css';

/** The sub types the landing page links to, in the spec's order (spec 000 section 2). */
const LANDING_SUB_TYPES = [
  'EOD',
  'MVOD',
  'MUSIC',
  'PEOOriginals',
  'PremiereMovies',
] as const satisfies readonly OnDemandAnchor[];

/**
 * 'More...' is a sub type link like the others (spec 000 section 2), but the spec does not say which: it
 * opens the first tab (in the tabs' order, ON_DEMAND_ANCHORS) that the five links above do not name.
 */
const MORE_ANCHOR: OnDemandAnchor = 'HelawoodPopcorn';

/** Links to On Demand tabs by anchor, then 'More...' to the next tab. */
export function OnDemandLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('landing.subTypes.label')}>
      <ul className={styles.links}>
        {LANDING_SUB_TYPES.map((anchor) => (
          <li key={anchor}>
            <Link to={onDemandTabHref(anchor)} className={styles.link}>
              {t(`landing.subTypes.${anchor}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={onDemandTabHref(MORE_ANCHOR)} className={styles.link}>
            {t('landing.subTypes.more')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
