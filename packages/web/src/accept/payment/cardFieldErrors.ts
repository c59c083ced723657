import type { FieldError } from '@portal/domain/errors';
import type { FieldErrors } from 'react-hook-form';

/** The DOM id of a card form field; group errors point at the group's first control. */
export function cardFieldId(field: string): string {
  const first: Record<string, string> = {
    billingAddress: 'billingAddress.line1',
    expiryMonthYear: 'expiryMonthYear.month',
    startMonthYear: 'startMonthYear.month',
  };
  return `card-${(first[field] ?? field).replaceAll('.', '-')}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** react-hook-form's nested errors as the summary's flat list, in the order of the form. */
export function flattenErrors(errors: FieldErrors, prefix = ''): FieldError[] {
  const found: FieldError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!isObject(value) || key === 'ref') continue;
    const field = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    if (typeof value.message === 'string' && value.message) found.push({ field, message: value.message });
    found.push(...flattenErrors(value as FieldErrors, `${field}.`));
  }
  return found.filter(
    (error, index, all) => all.findIndex((other) => other.message === error.message) === index,
  );
}
