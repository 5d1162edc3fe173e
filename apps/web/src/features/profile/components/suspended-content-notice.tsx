import { useTranslation } from '@/shared/i18n/use-translation';
import { Panel, PanelAction } from '@/shared/ui/panel';

/** Over a suspended connection's content: it is on hold, and the landing's suspended screen reactivates it. */
export function SuspendedContentNotice() {
  const { t } = useTranslation();
  return (
    <Panel level={3} heading={t('reactivationPages.heading')}>
      <p>{t('profilePage.content.suspended')}</p>
      <PanelAction to="/" aria-label={t('profilePage.content.reactivateLabel')}>
        {t('reactivationPages.reactivate')}
      </PanelAction>
    </Panel>
  );
}
