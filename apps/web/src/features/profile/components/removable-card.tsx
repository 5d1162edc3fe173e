import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
// The card looks like every other panel; it is a list item, so it takes the panel's classes, not Panel.
import panelStyles from '@/shared/ui/panel.module.css';
import { ConfirmFlow } from './confirm-flow';

export interface RemovableCardProps {
  name: string;
  children: ReactNode;
  /** Null when the item may not be removed (the primary profile). */
  remove: {
    title: string;
    question: string;
    action: () => Promise<{ message: string }>;
    onRemoved: () => void;
  } | null;
}

/** A device or profile card with its Remove flow: confirm, call, the server's answer, then it leaves the list. */
export function RemovableCard({ name, children, remove }: RemovableCardProps) {
  const { t } = useTranslation();
  return (
    <li className={panelStyles.panel}>
      <h3 className={panelStyles.heading}>{name}</h3>
      {children}
      {remove && (
        <ConfirmFlow
          trigger={(open) => (
            <Button variant="secondary" onClick={open} aria-label={t('profilePage.remove.buttonNamed', { name })}>
              {t('profilePage.remove.button')}
            </Button>
          )}
          title={remove.title}
          question={remove.question}
          action={remove.action}
          successText={(answer) => answer.message}
          onDone={remove.onRemoved}
        />
      )}
    </li>
  );
}
