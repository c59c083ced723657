import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

// A native <button>: every page shows one, so it must not pull an accessible-primitives
// library into the first load. Keyboard, focus and naming come with the element itself.
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> {
  variant?: 'primary' | 'secondary';
  /** Shows a spinner, marks the button busy and ignores presses while a call runs. */
  loading?: boolean;
  /** Called on activation (click, Enter or Space). */
  onPress?: () => void;
  isDisabled?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  loading = false,
  children,
  onPress,
  isDisabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      // biome-ignore lint/a11y/useButtonType: the type is a prop, defaulting to "button" as react-aria did
      type={type}
      disabled={isDisabled}
      className={`${styles.button} ${styles[variant]}`}
      aria-busy={loading || undefined}
      onClick={loading || !onPress ? undefined : () => onPress()}
      data-loading={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
