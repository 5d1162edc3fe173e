import { type ComponentProps, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import styles from './panel.module.css';

export interface PanelProps {
  heading: string;
  /** The heading's level in the page's outline. */
  level?: 2 | 3;
  /** 'aside' for a side panel beside the page's main content. */
  as?: 'section' | 'aside';
  children: ReactNode;
}

/** A bordered block named by its heading: the landing's side panels and the profile's blocks. */
export function Panel({ heading, level = 2, as: Element = 'section', children }: PanelProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Element aria-labelledby={headingId} className={styles.panel}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {children}
    </Element>
  );
}

/** The panel's main item, such as the package's name: catalogue data, never machine-translated. */
export function PanelName({ children }: { children: ReactNode }) {
  return (
    <p className={styles.name} translate="no">
      {children}
    </p>
  );
}

/** The panel's way onward, shown as a button. */
export function PanelAction(props: ComponentProps<typeof Link>) {
  return <Link {...props} className={styles.action} />;
}
