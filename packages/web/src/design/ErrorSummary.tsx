import type { FieldError } from '@portal/domain/errors';
import { namesNoQuestion } from '@portal/domain/rules/messages';
import { useEffect, useRef } from 'react';
import styles from './ErrorSummary.module.css';

/**
 * Shown at the top of a form after a failed submit: it takes focus so a screen reader hears
 * the problems first, and each message links to its field (GOV.UK error summary pattern).
 * `fieldId` maps a field name to the DOM id of its control. It takes focus again whenever
 * `focusKey` changes (once per submit); without one, whenever a new `errors` array arrives.
 * A message several fields share, or one that names no question ("Date is required"), is
 * prefixed by its question. `linkOf` sends an entry elsewhere (a field on another page, or a
 * control the default focus cannot reach); without it, an entry focuses its field here.
 */
export interface SummaryLink {
  href: string;
  follow(): void;
}

export function ErrorSummary({
  title = 'There is a problem',
  errors,
  fieldId = (field) => field,
  focusKey,
  labelOf,
  linkOf,
}: {
  title?: string;
  errors: readonly FieldError[];
  fieldId?: (field: string) => string;
  focusKey?: string | number;
  labelOf?: (field: string) => string | undefined;
  linkOf?: (field: string) => SummaryLink | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  const focusOn = focusKey ?? errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the submit, not each change of the list
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [focusOn]);
  if (!hasErrors) return null;
  const shared = (message: string) => errors.filter((error) => error.message === message).length > 1;
  const text = ({ field, message }: FieldError) => {
    const label = labelOf?.(field);
    return label && (shared(message) || namesNoQuestion(message)) ? `${label}: ${message}` : message;
  };
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
        {errors.map((error) => {
          const link = linkOf?.(error.field);
          return (
            <li key={`${error.field}:${error.message}`}>
              <a
                href={link?.href ?? `#${fieldId(error.field)}`}
                onClick={(event) => {
                  // The hash belongs to the router; move focus (or follow the link) instead.
                  event.preventDefault();
                  if (link) link.follow();
                  else focusField(error.field);
                }}
              >
                {text(error)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
