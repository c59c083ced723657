import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** A boxed group of content, labelled by its own heading when it has one. */
export function Panel({
  heading,
  headingLevel = 2,
  tone = 'plain',
  children,
}: {
  heading?: string;
  headingLevel?: 2 | 3;
  tone?: 'plain' | 'notice';
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.panel} ${styles[tone]}`} aria-label={heading}>
      {heading && <Heading className={styles.heading}>{heading}</Heading>}
      {children}
    </section>
  );
}
