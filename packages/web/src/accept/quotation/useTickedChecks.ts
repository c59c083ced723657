import {
  type QuotationCheck,
  type QuotationCheckName,
  untickedChecks,
} from '@portal/domain/accept/quotationChecks';
import type { FieldError } from '@portal/domain/errors';
import { type ChangeEvent, type FormEvent, useState } from 'react';

type Ticks = Partial<Record<QuotationCheckName, boolean>>;

/**
 * The quotation's confirmation boxes, without a form library (react-hook-form and its resolver
 * were about 15 KB gzip on the quote link's first load for a handful of checkboxes). It keeps the
 * timing the page had: a box's message shows once the customer has left that box unticked
 * (touched), or after a submit, and from then on follows the box as it is ticked or unticked.
 */
export function useTickedChecks(checks: readonly QuotationCheck[]) {
  const [ticked, setTicked] = useState<Ticks>({});
  const [touched, setTouched] = useState<Ticks>({});
  const [submitted, setSubmitted] = useState(false);
  const unticked = untickedChecks(checks, ticked);

  const errorOf = (name: QuotationCheckName): string | undefined =>
    submitted || touched[name] ? unticked.find((missing) => missing.field === name)?.message : undefined;

  /** The props of one box: controlled, so an answer replayed after hydration (ssr/earlyInput.ts) arrives as a click. */
  const box = (name: QuotationCheckName) => ({
    name,
    checked: ticked[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { checked } = event.target;
      setTicked((now) => ({ ...now, [name]: checked }));
    },
    onBlur: () => setTouched((now) => ({ ...now, [name]: true })),
  });

  /** A submit handler: every box's message shows from now on; `onInvalid` hears the unticked ones. */
  const handleSubmit =
    (onValid: () => void, onInvalid: (missing: FieldError[]) => void) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (unticked.length > 0) onInvalid(unticked);
      else onValid();
    };

  return { box, errorOf, allTicked: unticked.length === 0, handleSubmit };
}
