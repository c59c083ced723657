import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  variant?: 'primary' | 'secondary';
  /** Shows a spinner, marks the button busy and ignores presses while a call runs. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'primary', loading = false, children, onPress, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={`${styles.button} ${styles[variant]}`}
      aria-busy={loading || undefined}
      onPress={loading ? undefined : onPress}
      data-loading={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </AriaButton>
  );
}
