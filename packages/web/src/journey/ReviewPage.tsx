import type { FormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import type { Journey } from '@portal/domain/journeys/journey';
import { previousStepPath, stepCounter } from '@portal/domain/journeys/navigation';
import { submitLabel } from '@portal/domain/journeys/outcome';
import { reviewSections } from '@portal/domain/journeys/review';
import { stepAsking } from '@portal/domain/journeys/steps';
import { MESSAGES } from '@portal/domain/rules/messages';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../design/Button.tsx';
import { ErrorSummary } from '../design/ErrorSummary.tsx';
import { StepIndicator } from '../design/StepIndicator.tsx';
import { fieldId } from '../fields/fieldProps.ts';
import { type Answers, returnToReview } from '../lib/answersStore.ts';
import { KeepQueryLink, useNavigateKeepingQuery, withQuery } from '../lib/keepQuery.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { BOT_CHECK_FIELD, BotCheck, focusBotCheck } from './BotCheck.tsx';
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

/**
 * A refusal read on review, away from its question, names the answer it is about (by its
 * review label) unless its words already do ("New phone number is invalid").
 */
function namingItsAnswer(journey: Journey, { field, message }: { field: string; message: string }) {
  const question = stepAsking(journey, field)?.question;
  const label = question?.review?.label ?? question?.label;
  if (!label || message.toLowerCase().startsWith(label.toLowerCase())) return message;
  return `${label}: ${message}`;
}

/** Review and confirm: every live answer by section, a change link per section that returns here. */
export function ReviewPage({ form, journey, answers, ctx, next }: ReviewPageProps) {
  const { brand } = useShell();
  const navigate = useNavigateKeepingQuery();
  const request = useSubmitRequest(form);
  const sections = reviewSections(journey, answers, ctx);
  const counter = stepCounter('review-and-confirm', journey, answers, ctx);
  const submitsHere = next === 'success';
  const asksBotCheck = submitsHere && formCard(form).botCheck === true;
  const [botCheck, setBotCheck] = useState<string>();
  const [botCheckMissing, setBotCheckMissing] = useState(false);
  const botCheckError =
    (botCheckMissing ? MESSAGES.robotCheckUnticked : undefined) ??
    request.serverErrors.find((error) => error.field === BOT_CHECK_FIELD)?.message;
  const { search } = useLocation();
  const summary = [
    ...(botCheckMissing ? [{ field: BOT_CHECK_FIELD, message: MESSAGES.robotCheckUnticked }] : []),
    ...request.serverErrors.map((error) => ({ ...error, message: namingItsAnswer(journey, error) })),
  ];
  // A refused answer is asked on an earlier page: its entry goes there, to come back here after.
  const linkOf = (field: string) => {
    if (field === BOT_CHECK_FIELD) return { href: `#${BOT_CHECK_FIELD}`, follow: focusBotCheck };
    const asked = stepAsking(journey, field);
    if (!asked) return undefined;
    const to = `/${form}/request/${asked.step.id}`;
    return {
      href: withQuery(to, search),
      follow: () => {
        returnToReview.set(form);
        navigate(to);
      },
    };
  };

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
      <ErrorSummary
        errors={summary}
        focusKey={`${request.attempts}:${botCheckMissing}`}
        fieldId={fieldId}
        linkOf={linkOf}
      />
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
