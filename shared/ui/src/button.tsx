import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  /** While busy the button is disabled and reads `busyLabel` (e.g. "Signing in..."). */
  busy?: boolean;
  busyLabel?: string;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? ''].join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className={styles.wheel} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
