import type { FieldError } from '@portal/domain/errors';
import { useEffect, useRef } from 'react';
import styles from './ErrorSummary.module.css';

/**
 * Shown at the top of a form after a failed submit: it takes focus so a screen reader hears
 * the problems first, and each message links to its field (GOV.UK error summary pattern).
 * `fieldId` maps a field name to the DOM id of its control. Pass a new `errors` array per
 * submit (not per render): each new array takes focus again.
 */
export function ErrorSummary({
  title = 'There is a problem',
  errors,
  fieldId = (field) => field,
}: {
  title?: string;
  errors: readonly FieldError[];
  fieldId?: (field: string) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (!hasErrors) return null;
  const focusField = (field: string) => {
    const target = document.getElementById(fieldId(field));
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  };
  return (
    <div
      className={styles.summary}
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            <a
              href={`#${fieldId(error.field)}`}
              onClick={(event) => {
                // The hash belongs to the router; move focus instead of navigating.
                event.preventDefault();
                focusField(error.field);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
