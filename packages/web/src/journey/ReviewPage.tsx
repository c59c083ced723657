import { type FormCode, formCard, ROUTE_DATA } from '@portal/domain/forms';
import type { Journey } from '@portal/domain/journeys/journey';
import { previousStepPath, stepCounter } from '@portal/domain/journeys/navigation';
import { submitLabel } from '@portal/domain/journeys/outcome';
import { reviewSections } from '@portal/domain/journeys/review';
import { MESSAGES } from '@portal/domain/rules/messages';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { useEffect, useState } from 'react';
import { KeepQueryLink, useNavigateKeepingQuery } from '../app/keepQuery.tsx';
import { PageHeading } from '../app/PageHeading.tsx';
import { useShell } from '../app/ShellContext.tsx';
import { Button } from '../design/Button.tsx';
import { ErrorSummary } from '../design/ErrorSummary.tsx';
import { StepIndicator } from '../design/StepIndicator.tsx';
import { type Answers, returnToReview } from './answersStore.ts';
import { BotCheck } from './BotCheck.tsx';
import { fieldId } from './fields/fieldProps.ts';
import styles from './journey.module.css';
import { useSubmitRequest } from './useSubmitRequest.ts';

interface ReviewPageProps {
  form: FormCode;
  journey: Journey;
  answers: Answers;
  ctx: RuleContext;
  /** The page after review: important information for quote journeys, or success (submit here). */
  next: string;
}

/** Review and confirm: every live answer by section, a change link per section that returns here. */
export function ReviewPage({ form, journey, answers, ctx, next }: ReviewPageProps) {
  const { brand } = useShell();
  const navigate = useNavigateKeepingQuery();
  const request = useSubmitRequest(form);
  const sections = reviewSections(journey, answers, ctx);
  const counter = stepCounter('review-and-confirm', journey, ROUTE_DATA[form].totalSteps);
  const submitsHere = next === 'success';
  const asksBotCheck = submitsHere && formCard(form).botCheck === true;
  const [botCheck, setBotCheck] = useState<string>();
  const [botCheckMissing, setBotCheckMissing] = useState(false);
  const botCheckError =
    (botCheckMissing ? MESSAGES.robotCheckRequired : undefined) ??
    request.serverErrors.find((error) => error.field === 'botCheck')?.message;

  // Arriving here ends any amend-from-review round trip.
  useEffect(() => returnToReview.clear(form), [form]);

  const proceed = () => {
    if (asksBotCheck && !botCheck) setBotCheckMissing(true);
    else if (submitsHere) void request.submit(answers, botCheck);
    else navigate(`/${form}/request/${next}`);
  };

  return (
    <div className={styles.page}>
      <StepIndicator step={counter.step} of={counter.of} />
      <PageHeading>Review and confirm</PageHeading>
      <ErrorSummary errors={request.serverErrors} fieldId={fieldId} />
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`review-${section.id}`}>
          <div className={styles.sectionHeader}>
            <h2 id={`review-${section.id}`}>{section.heading}</h2>
            <KeepQueryLink
              to={`/${form}/request/${section.step}`}
              className={styles.back}
              onClick={() => returnToReview.set(form)}
            >
              {section.changeLabel}
              <span className={styles.visuallyHidden}> {section.heading.toLowerCase()}</span>
            </KeepQueryLink>
          </div>
          <dl className={styles.rows}>
            {section.rows.map((row) => (
              <div key={row.name} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {journey.review.notices?.map((notice) => (
        <p key={notice} className={styles.notice}>
          {notice}
        </p>
      ))}
      {asksBotCheck ? (
        // A new widget after each answer from the server: a solved challenge is good for one save.
        <BotCheck
          key={request.attempts}
          error={botCheckError}
          onChange={(payload) => {
            setBotCheck(payload);
            if (payload) setBotCheckMissing(false);
          }}
        />
      ) : null}
      <div className={styles.actions}>
        <Button onPress={proceed} loading={request.isSubmitting}>
          {submitsHere ? submitLabel(journey, answers, ctx) : brand === 'GREENFLAG' ? 'Continue' : 'Next'}
        </Button>
        <KeepQueryLink
          className={styles.back}
          to={`/${form}/request/${previousStepPath(journey, 'review-and-confirm', answers, ctx)}`}
        >
          Back
        </KeepQueryLink>
      </div>
      <div aria-live="polite" className={styles.status}>
        {request.inlineError ? (
          <p className={styles.invalid} role="alert">
            {request.inlineError}
          </p>
        ) : null}
        {request.flash ? <p>{request.flash}</p> : null}
      </div>
    </div>
  );
}
