import type { FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import { ROUTE_DATA } from '@portal/domain/forms';
import { onAnswerChange } from '@portal/domain/journeys/answerChange';
import { validateStep, visibleQuestions } from '@portal/domain/journeys/engine';
import type { Journey, Question, Step } from '@portal/domain/journeys/journey';
import { nextStepPath, previousStepPath, stepCounter } from '@portal/domain/journeys/navigation';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Button } from '../design/Button.tsx';
import { ErrorSummary } from '../design/ErrorSummary.tsx';
import { StepIndicator } from '../design/StepIndicator.tsx';
import { fieldId } from '../fields/fieldProps.ts';
import { useTouchAfterPress } from '../fields/useTouchAfterPress.ts';
import { type Answers, readAnswers, returnToReview } from '../lib/answersStore.ts';
import { KeepQueryLink, useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { ProgressBar } from '../shell/ProgressBar.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import styles from './journey.module.css';
import { QuestionView } from './QuestionView.tsx';
import { useSubmitRequest } from './useSubmitRequest.ts';

/** The spec's delay before the "correct invalid fields" message appears under the buttons. */
const FLASH_DELAY_MS = 200;
const DEFAULT_INVALID_MESSAGE = 'Please correct invalid fields above before continuing';

/**
 * The rule errors as the fields reword them. A reworded error moves to the field that explains it;
 * where that field already has an error of its own, that one says what to do and the moved one goes.
 */
function rewordErrors(
  errors: readonly FieldError[],
  rewordings: Readonly<Record<string, { field: string; message: string }>>,
): FieldError[] {
  return errors.flatMap((error) => {
    const instead = rewordings[error.field];
    if (!instead) return [error];
    return errors.some((other) => other !== error && other.field === instead.field) ? [] : [instead];
  });
}

/** A question owns its own field, its list entries' fields and the address its lookup fills. */
const ownsField = (question: Question, field: string) =>
  field === question.name ||
  field.startsWith(`${question.name}.`) ||
  (question.lookup !== undefined &&
    'addressField' in question.lookup &&
    question.lookup.addressField === field);

interface StepPageProps {
  form: FormCode;
  journey: Journey;
  step: Step;
  answers: Answers;
  setAnswers(next: Answers): void;
  ctx: RuleContext;
}

/** Any question step of any journey: the questions the engine says are visible, checked by its rules. */
export function StepPage({ form, journey, step, answers, setAnswers, ctx }: StepPageProps) {
  const { brand } = useShell();
  const navigate = useNavigateKeepingQuery();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = useTouchAfterPress((name) => setTouched((before) => new Set(before).add(name)));
  // The last failed submit: which questions the customer could see then. Questions revealed
  // afterwards show no error until the customer has been to them (or submits again).
  const [attempt, setAttempt] = useState<{ count: number; seen: ReadonlySet<string> } | null>(null);
  const [showInvalid, setShowInvalid] = useState(false);
  // Verdicts of server-side checks (the email check), kept until the answer changes.
  const [checks, setChecks] = useState<Record<string, string>>({});
  const request = useSubmitRequest(form);
  const returning = returnToReview.isSet(form);
  const next = nextStepPath(journey, step.id, answers, ctx);
  const submitsHere = next === 'success';

  useEffect(() => {
    if (!attempt) return;
    const timer = setTimeout(() => setShowInvalid(true), FLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  // Errors a field rewords from its own state (an address not yet searched for).
  const [rewordings, setRewordings] = useState<Record<string, { field: string; message: string }>>({});
  const visible = visibleQuestions(journey, step, answers, ctx);
  const ruleErrors = rewordErrors(
    validateStep(journey, step, answers, ctx).filter((error) =>
      visible.some((q) => ownsField(q, error.field)),
    ),
    rewordings,
  );
  const checkErrors = Object.entries(checks)
    .filter(([field]) => !ruleErrors.some((error) => error.field === field))
    .map(([field, message]) => ({ field, message }));
  const errors = [...ruleErrors, ...checkErrors];
  // Stable, and unchanged state for an unchanged rewording, as fields call it from an effect.
  const rewordError = useCallback(
    (field: string, instead: { field: string; message: string } | undefined) =>
      setRewordings((before) => {
        const { [field]: previous, ...rest } = before;
        if (previous?.field === instead?.field && previous?.message === instead?.message) return before;
        return instead ? { ...rest, [field]: instead } : rest;
      }),
    [],
  );
  const reportCheck = (name: string, message: string | undefined) =>
    setChecks(({ [name]: _previous, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  const seen = (field: string) =>
    [...touched, ...(attempt?.seen ?? [])].some((name) => field === name || field.startsWith(`${name}.`));
  const shownError = (field: string) =>
    seen(field) ? errors.find((error) => error.field === field)?.message : undefined;

  const setAnswer = (name: string, value: unknown) => {
    if (checks[name]) reportCheck(name, undefined);
    // From the store, not this render: one event may set two answers (a postcode and the address
    // it clears), and the second must build on the first rather than overwrite it.
    setAnswers(onAnswerChange(journey, name, value, readAnswers(form), ctx));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.length > 0) {
      // Every error refusing this press is listed: a press refused without a word would leave the
      // customer pressing Next again and again (the address a lookup fills is no question's name).
      setAttempt({
        count: (attempt?.count ?? 0) + 1,
        seen: new Set([...visible.map((question) => question.name), ...errors.map((error) => error.field)]),
      });
      setShowInvalid(false);
      return;
    }
    setAttempt(null);
    if (submitsHere) {
      void request.submit(answers);
      return;
    }
    if (returning) {
      returnToReview.clear(form);
      navigate(`/${form}/request/review-and-confirm`);
      return;
    }
    navigate(`/${form}/request/${next}`);
  };

  // The summary lists what is still wrong among the questions seen at the last submit, so a fixed
  // field leaves it; it takes focus once per submit (its focus key), not on every keystroke.
  const summaryErrors = attempt ? errors.filter((error) => seen(error.field)) : [];
  const labelOf = (field: string) => visible.find((question) => ownsField(question, field))?.label;
  const counter = stepCounter(step.id, journey, answers, ctx);
  const greenflag = brand === 'GREENFLAG';
  const primaryLabel = greenflag ? 'Continue' : submitsHere ? 'Submit' : returning ? 'Confirm' : 'Next';
  const back = previousStepPath(journey, step.id, answers, ctx);

  return (
    <div className={styles.page}>
      <StepIndicator step={counter.step} of={counter.of} />
      <PageHeading>{step.heading}</PageHeading>
      {step.intro ? <p className={styles.intro}>{step.intro}</p> : null}
      <ErrorSummary
        errors={[...summaryErrors, ...request.serverErrors]}
        focusKey={`${attempt?.count ?? 0}:${request.attempts}`}
        fieldId={fieldId}
        labelOf={labelOf}
      />
      <form noValidate onSubmit={onSubmit}>
        {visible.map((question) => (
          <QuestionView
            key={question.name}
            question={question}
            form={form}
            id={fieldId(question.name)}
            value={answers[question.name]}
            error={shownError(question.name)}
            onChange={(value) => setAnswer(question.name, value)}
            // Fields hand their blur event straight on; only a list's entry names a path.
            onBlur={(path?: unknown) => touch(typeof path === 'string' ? path : question.name)}
            now={ctx.now}
            brand={brand}
            answers={answers}
            setAnswer={setAnswer}
            errorFor={shownError}
            reportCheck={reportCheck}
            rewordError={rewordError}
          />
        ))}
        <div className={styles.actions}>
          {/* Greenflag's Continue is disabled while the page is invalid, as
              its triage's is: announced unavailable and looking so, still pressable to say why. */}
          <Button
            type="submit"
            loading={request.isSubmitting}
            aria-disabled={(greenflag && errors.length > 0) || undefined}
          >
            {primaryLabel}
          </Button>
          {!returning && !ROUTE_DATA[form].isCaciForm ? (
            <KeepQueryLink className={styles.back} to={`/${form}/request/${back}`}>
              Back
            </KeepQueryLink>
          ) : null}
        </div>
        <div aria-live="polite" className={styles.status}>
          {showInvalid && summaryErrors.length > 0 ? (
            <p className={styles.invalid}>{step.invalidMessage ?? DEFAULT_INVALID_MESSAGE}</p>
          ) : null}
          {request.inlineError ? (
            <p className={styles.invalid} role="alert">
              {request.inlineError}
            </p>
          ) : null}
          {request.flash ? <p>{request.flash}</p> : null}
        </div>
      </form>
      {step.id === 'eligibility' && ROUTE_DATA[form].amendHasQuote ? (
        <ProgressBar form={form} current={1} />
      ) : null}
    </div>
  );
}
