import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { t } from '@/shared/i18n/translate';

interface DialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A modal dialog (Radix: focus kept inside, Escape closes, focus returns to the opener). */
export function Dialog({ title, open, onOpenChange, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog" aria-describedby={undefined}>
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
