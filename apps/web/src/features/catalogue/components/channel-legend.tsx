import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from '@/shared/ui/badge';
import styles from './channels-page.module.css';

/** What the TSTV and A-la-carte marks on the channel cards mean. */
export function ChannelLegend() {
  const { t } = useTranslation();
  return (
    <dl className={styles.legend} aria-label={t('content.channels.legendLabel')}>
      <div>
        <dt>
          <Badge tone="notice">{t('catalogue.features.tstv')}</Badge>
        </dt>
        <dd>{t('content.channels.tstvLegend')}</dd>
      </div>
      <div>
        <dt>
          <Badge tone="offer">{t('content.channels.alaCarte')}</Badge>
        </dt>
        <dd>{t('content.channels.alaCarteLegend')}</dd>
      </div>
    </dl>
  );
}
