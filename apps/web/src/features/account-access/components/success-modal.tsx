import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';

/** The generic modal with a success message; closing it in any way goes on to '/login'. */
export function SuccessModal({ message }: { message: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const okButton = useRef<HTMLButtonElement>(null);
  const toLogin = () => void navigate('/login', { replace: true });

  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) toLogin();
      }}
      title={t('accessPages.success.title')}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        okButton.current?.focus();
      }}
      // The page that opened it is being left; there is nothing to give focus back to.
      onCloseAutoFocus={(event) => event.preventDefault()}
      actions={
        <Button ref={okButton} onClick={toLogin}>
          {t('accessPages.success.ok')}
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
