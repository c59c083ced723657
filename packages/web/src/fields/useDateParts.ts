import { useState } from 'react';

/**
 * The answer a date's boxes make: empty when every box is, the boxes joined with "/" otherwise
 * ("01//2024" keeps its place), and day and month padded to two digits once every box holds
 * something, so a typed 1/3/2025 is the 01/03/2025 the rules and the review read.
 */
export function composeDate(parts: readonly string[]): string {
  const trimmed = parts.map((part) => part.trim());
  if (trimmed.every((part) => part === '')) return '';
  const complete = trimmed.every((part) => part !== '');
  const last = trimmed.length - 1;
  return trimmed.map((part, index) => (complete && index < last ? part.padStart(2, '0') : part)).join('/');
}

/** An answer's boxes, as many as the field draws. */
export function splitDate(answer: string, count: number): string[] {
  const parts = answer === '' ? [] : answer.split('/');
  return Array.from({ length: count }, (_, index) => parts[index] ?? '');
}

/**
 * The boxes as typed ("1", not "01", while the customer is still in the day) as long as they
 * make the current answer; an answer set from elsewhere (a restored draft, a reset) redraws them.
 */
export function useDateParts(
  answer: string,
  count: number,
  onChange: (answer: string) => void,
): [string[], (index: number, text: string) => void] {
  const [typed, setTyped] = useState<string[]>(() => splitDate(answer, count));
  const shown = composeDate(typed) === answer && typed.length === count ? typed : splitDate(answer, count);
  const setPart = (index: number, text: string) => {
    const next = shown.map((part, at) => (at === index ? text : part));
    setTyped(next);
    onChange(composeDate(next));
  };
  return [shown, setPart];
}
