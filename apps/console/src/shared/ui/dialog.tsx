import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { t } from '@/shared/i18n/translate';

interface DialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A modal dialog (Radix: focus kept inside, Escape closes). The console opens dialogs from its own
 * buttons, not Radix triggers, so the element that had focus when the dialog opened is remembered
 * here and gets focus back when it closes.
 */
export function Dialog({ title, open, onOpenChange, children }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog: the focused element is the opener.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  // Closed, or taken away by its page while open (the page's own state closed it): focus goes back.
  useEffect(() => {
    if (open) return () => returnFocus(opener.current);
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <RadixDialog.Title>{title}</RadixDialog.Title>
          {children}
          <RadixDialog.Close className="dialog-close" aria-label={t('common.close')}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** After the dialog's own focus handling is done, if the opener is still on the page. */
function returnFocus(element: HTMLElement | null) {
  setTimeout(() => {
    if (element?.isConnected) element.focus();
  });
}
