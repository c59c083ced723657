import type { FormCode } from '@portal/domain/formCodes';
import styles from './ProgressBar.module.css';
import { progressSteps } from './progressSteps.ts';
import { useShell } from './ShellContext.tsx';

/** The four stages of a quote journey; `current` (1-based) marks where the customer is. */
export function ProgressBar({ form, current = 1 }: { form: FormCode; current?: number }) {
  const { brand } = useShell();
  const steps = progressSteps(form, brand);
  return (
    <section className={styles.progress} aria-labelledby="progress-heading">
      <h2 id="progress-heading" className={styles.heading}>
        What happens next
      </h2>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            <li
              key={step.title}
              className={number === current ? styles.current : styles.step}
              aria-current={number === current ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {number}
              </span>
              <span>
                <strong className={styles.title}>{step.title}</strong>
                <span className={styles.detail}>{step.detail}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
