import type { ComponentProps } from 'react';
import styles from './button.module.css';
import { cx } from './cx';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary';
}

/** Defaults to type="button" so a button inside a form never submits it by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={cx(styles.button, styles[variant], className)} {...props} />;
}
