import { useEffect } from 'react';
import { t } from '@/shared/i18n/translate';

/** The page's heading, also the document title, so a screen reader and the tab both say where you are. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${t('app.title')}`;
  }, [children]);
  return <h1 tabIndex={-1}>{children}</h1>;
}
