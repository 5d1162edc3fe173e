import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import type { Notice } from './use-purchase-flow';

export interface NoticeModalProps {
  /** The flow's title, for the pending-downgrade message. */
  flowTitle: string;
  kind: 'subscribe' | 'purchase';
  productName: string;
  notice: Notice;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Why the purchase modal did not open (spec 001 section 8): '{name} cannot be subscribed till {date}'
 * during a pending downgrade, or 'Error!' when the purchase table could not be read.
 */
export function NoticeModal({ flowTitle, kind, productName, notice, onClose, onCloseAutoFocus }: NoticeModalProps) {
  const { t } = useTranslation();
  const blocked = notice.kind === 'blocked';
  let message: string;
  if (notice.kind === 'blocked') {
    const key = kind === 'subscribe' ? 'purchase.pendingDowngradeSubscribe' : 'purchase.pendingDowngradePurchase';
    message = t(key, { name: productName, date: notice.until });
  } else {
    message = notice.timeout ? t('errors.timeout') : t('purchase.prerequisitesFailed');
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={blocked ? flowTitle : t('purchase.prerequisitesTitle')}
      onCloseAutoFocus={onCloseAutoFocus}
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <p role="status">{message}</p>
    </Modal>
  );
}
