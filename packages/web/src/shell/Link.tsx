import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { KeepQueryLink } from '../lib/keepQuery.tsx';
import styles from './Link.module.css';

/** An in-app link (query kept) or, with `external`, a plain link to another site. */
export function Link({
  to,
  external = false,
  children,
  ...props
}: { to: string; external?: boolean; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  if (external)
    return (
      <a className={styles.link} href={to} {...props}>
        {children}
      </a>
    );
  return (
    <KeepQueryLink className={styles.link} to={to} {...props}>
      {children}
    </KeepQueryLink>
  );
}

export const linkClass = () => styles.link;
