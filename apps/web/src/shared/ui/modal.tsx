import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CloseIcon } from './close-icon';
import { cx } from './cx';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** The footer buttons; the generic modal has one. */
  actions?: ReactNode;
  /** 'wide' is the spec's variant for the password change form. */
  variant?: 'standard' | 'wide';
  /** The control that opens the modal; focus goes back to it on close. */
  trigger?: ReactNode;
  /**
   * For modals opened without a trigger: called as the modal closes; call event.preventDefault() and
   * move focus yourself, e.g. back to the button that started a flow of several modals.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Called as the modal opens; call event.preventDefault() to focus something other than its first control. */
  onOpenAutoFocus?: (event: Event) => void;
}

/** A dialog with a header (title and close icon), a body and an action row. Focus stays inside while open. */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  actions,
  variant = 'standard',
  trigger,
  onCloseAutoFocus,
  onOpenAutoFocus,
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* The body is the description; it is free content, so it is not wired to aria-describedby. */}
        <Dialog.Content
          className={cx(styles.content, styles[variant])}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={onOpenAutoFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('common.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
