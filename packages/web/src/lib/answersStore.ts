import type { FormCode } from '@portal/domain/formCodes';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Journey answers live in session storage under the spec's `mta-{form}-form` key, saved on
 * every change and restored on reload; nothing about a journey is kept on the server until save.
 */
export type Answers = Record<string, unknown>;

const formKey = (form: FormCode) => `mta-${form}-form`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: Answers }>();

/** The server draws a journey page before the customer has answered anything. */
const NO_ANSWERS: Answers = {};
const noAnswers = () => NO_ANSWERS;

export function readAnswers(form: FormCode): Answers {
  const key = formKey(form);
  const raw = sessionStorage.getItem(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  if (raw === null) return NO_ANSWERS;
  let value: Answers = {};
  try {
    value = raw ? (JSON.parse(raw) as Answers) : {};
  } catch {
    value = {};
  }
  cache.set(key, { raw, value });
  return value;
}

export function writeAnswers(form: FormCode, answers: Answers): void {
  sessionStorage.setItem(formKey(form), JSON.stringify(answers));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnswers(form: FormCode): [Answers, (next: Answers) => void] {
  const answers = useSyncExternalStore(subscribe, () => readAnswers(form), noAnswers);
  const set = useCallback((next: Answers) => writeAnswers(form, next), [form]);
  return [answers, set];
}

/** Set when the customer edits from review, so the step's button returns there. */
const returnKey = (form: FormCode) => `mta-${form}-return-to-review`;
export const returnToReview = {
  set: (form: FormCode) => sessionStorage.setItem(returnKey(form), 'true'),
  clear: (form: FormCode) => sessionStorage.removeItem(returnKey(form)),
  isSet: (form: FormCode) => sessionStorage.getItem(returnKey(form)) === 'true',
};

/** Session flags of the spec (`mta-{form}-success`, `-exit`, …). */
export const sessionFlag = {
  set: (form: FormCode, flag: 'success' | 'exit' | 'validated' | 'accepted', value = true) =>
    sessionStorage.setItem(`mta-${form}-${flag}`, JSON.stringify(value)),
  get: (form: FormCode, flag: 'success' | 'exit' | 'validated' | 'accepted') =>
    sessionStorage.getItem(`mta-${form}-${flag}`),
};

/** The saved request's reference, kept for the success page (read there before the session clears). */
const referenceKey = (form: FormCode) => `mta-${form}-reference`;
export const requestReference = {
  set: (form: FormCode, reference: string) => sessionStorage.setItem(referenceKey(form), reference),
  get: (form: FormCode) => sessionStorage.getItem(referenceKey(form)),
};
