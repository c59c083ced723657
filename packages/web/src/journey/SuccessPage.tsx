import { successLinks } from '@portal/domain/brands/registry';
import type { FormCode } from '@portal/domain/formCodes';
import { ROUTE_DATA, waitsForStaff } from '@portal/domain/forms';
import type { Journey } from '@portal/domain/journeys/journey';
import { successBody } from '@portal/domain/journeys/outcome';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { type Answers, requestReference, sessionFlag } from '../lib/answersStore.ts';
import { withQuery } from '../lib/keepQuery.tsx';
import { useEndSessionOnArrival } from '../session/useEndSessionOnArrival.ts';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { ProgressBar } from '../shell/ProgressBar.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import styles from './journey.module.css';

/**
 * Request success: needs the form's success flag, then ends the
 * session — logs out and clears session storage — so a shared device keeps nothing.
 */
interface SuccessProps {
  form: FormCode;
  journey: Journey;
  answers: Answers;
  ctx: RuleContext;
}

export function SuccessPage({ form, journey, answers, ctx }: SuccessProps) {
  // Read once, before the session (and the answers and reference with it) is cleared.
  const [arrival] = useState(() => ({
    allowed: sessionFlag.get(form, 'success') !== null,
    reference: requestReference.get(form),
    body: successBody(journey, answers, ctx),
  }));
  if (!arrival.allowed)
    return <Navigate to={withQuery(`/${form}/request/error/`, window.location.search)} replace />;
  return (
    <SuccessContent
      form={form}
      heading={journey.success.heading}
      body={arrival.body}
      reference={arrival.reference}
    />
  );
}

function SuccessContent({
  form,
  heading,
  body,
  reference,
}: {
  form: FormCode;
  heading: string;
  body: readonly string[];
  reference: string | null;
}) {
  const { brand } = useShell();
  const [main, ...others] = successLinks(brand);
  useEndSessionOnArrival();
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <PageHeading>{heading}</PageHeading>
        {reference && (
          <p className={styles.reference}>
            Your reference is <strong>{reference}</strong>
          </p>
        )}
      </div>
      {/* Quote journeys show where the customer is among the four stages; others say what follows. */}
      {ROUTE_DATA[form].amendHasQuote ? null : <h2>What happens next</h2>}
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {ROUTE_DATA[form].amendHasQuote ? <ProgressBar form={form} current={2} /> : null}
      {waitsForStaff(form) ? <OpeningHours set="processingHours" /> : null}
      {main ? (
        <p>
          <a className={styles.buttonLink} href={main.href}>
            {main.label}
          </a>
        </p>
      ) : null}
      {others.map((link) => (
        <p key={link.href}>
          <a href={link.href}>{link.label}</a>
        </p>
      ))}
    </div>
  );
}
