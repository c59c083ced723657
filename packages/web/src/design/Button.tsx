import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';
import { useHydrated } from './useHydrated.ts';

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
  // A press before the page runs would post the form natively and lose it: the server draws
  // every button disabled, and each one comes alive when the browser has taken the page over.
  const hydrated = useHydrated();
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled || !hydrated}
      className={`${styles.button} ${styles[variant]}`}
      aria-busy={loading || undefined}
      // While busy a press does nothing, a submit button's included: no second request is sent.
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onPress?.();
      }}
      data-loading={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
