import type { FormCode } from '@portal/domain/formCodes';
import { readAnswers, writeAnswers } from '../lib/answersStore.ts';

/** The spec's triage session keys. */
export const TRIAGE_KEYS = {
  vehicleReg: 'triage-vehicleReg',
  postCode: 'triage-postCode',
  policyType: 'triage-policyType',
} as const;

export const storeTriage = (key: keyof typeof TRIAGE_KEYS, value: string) =>
  sessionStorage.setItem(TRIAGE_KEYS[key], value);

/**
 * What triage learned also starts the journey's own answer, so the customer does not type it
 * twice; an answer they already gave is left alone.
 */
export function prefillAnswer(form: FormCode, name: string, value: string): void {
  const answers = readAnswers(form);
  if (typeof answers[name] === 'string' && answers[name] !== '') return;
  writeAnswers(form, { ...answers, [name]: value });
}
