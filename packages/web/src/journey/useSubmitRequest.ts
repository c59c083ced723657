import type { FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import { useRef, useState } from 'react';
import { newSubmitKey, useSave } from '../api/calls/save.ts';
import { isApiFailure } from '../api/client.ts';
import { chosenFiles } from '../fields/chosenFiles.ts';
import { type Answers, requestReference, sessionFlag } from '../lib/answersStore.ts';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { useShell } from '../shell/ShellContext.tsx';

/**
 * Failures the customer can act on from here: a dropped connection or documents that could not
 * be virus-scanned just now (try again, files still chosen), or details that do not match the
 * policy on record (check them and amend, or call).
 */
const STAY_HERE = new Set([
  'CONNECTION_ERROR',
  'SCAN_UNAVAILABLE',
  'IDENTITY_NOT_MATCHED',
  'IDENTITY_LOCKED',
]);

/** Failures where the save may have reached the server without its answer reaching us. */
const UNANSWERED = new Set(['CONNECTION_ERROR', 'SERVER_ERROR']);

/** Shown when the customer presses submit again while the first press is still being sent. */
export const STILL_SENDING = "We're sending your request. Please wait a moment.";

/**
 * Submit: one save at a time; a non-empty answer stores the success
 * flag and goes to success; CONNECTION_ERROR or an identity mismatch keeps the customer here with
 * the message; a refusal
 * of the answers shows the server's messages here; anything else goes to the error page.
 */
export function useSubmitRequest(form: FormCode) {
  const shell = useShell();
  const navigate = useNavigateKeepingQuery();
  const save = useSave(form);
  const submitting = useRef(false);
  // One key per submit, kept across the save's retries and across presses after a failure that
  // may not have reached the server (so a save that did arrive is answered, not made twice).
  // Once the server has answered, the next submit is a new one with its own key.
  const submitKey = useRef(newSubmitKey());
  const [inlineError, setInlineError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [flash, setFlash] = useState<string>();
  /** How many saves the server has answered (each spends the robot check sent with it). */
  const [attempts, setAttempts] = useState(0);

  const submit = async (answers: Answers, botCheck?: string) => {
    if (submitting.current) {
      setFlash(STILL_SENDING);
      return;
    }
    submitting.current = true;
    setInlineError(undefined);
    setServerErrors([]);
    try {
      const references = await save.mutateAsync({
        body: {
          brand: shell.brand,
          product: shell.product,
          ...(shell.brandParam ? { partner: shell.brandParam } : {}),
          ...(botCheck ? { botCheck } : {}),
          answers,
        },
        key: submitKey.current,
        files: chosenFiles.all(form),
      });
      chosenFiles.clear(form);
      if (references[0]) requestReference.set(form, references[0]);
      sessionFlag.set(form, 'success');
      navigate(`/${form}/request/success/`);
      return references;
    } catch (failure) {
      setAttempts((count) => count + 1);
      if (!isApiFailure(failure) || !UNANSWERED.has(failure.errorCode)) submitKey.current = newSubmitKey();
      if (isApiFailure(failure) && STAY_HERE.has(failure.errorCode)) setInlineError(failure.message);
      else if (isApiFailure(failure) && failure.errorCode === 'VALIDATION_ERROR' && failure.fields?.length)
        setServerErrors(failure.fields);
      else {
        sessionFlag.set(form, 'exit');
        navigate(`/${form}/request/error/`);
      }
    } finally {
      submitting.current = false;
      setFlash(undefined);
    }
  };

  return { submit, isSubmitting: save.isPending, inlineError, serverErrors, flash, attempts };
}
