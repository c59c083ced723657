import { copyFor } from '@portal/domain/brands/registry';
import { type FormCode, ROUTE_DATA } from '@portal/domain/forms';
import type { Journey } from '@portal/domain/journeys/journey';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { withQuery } from '../app/keepQuery.tsx';
import { PageHeading } from '../app/PageHeading.tsx';
import { useShell } from '../app/ShellContext.tsx';
import { useEndSessionOnArrival } from '../pages/useEndSessionOnArrival.ts';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import { ProgressBar } from '../shell/ProgressBar.tsx';
import { requestReference, sessionFlag } from './answersStore.ts';
import styles from './journey.module.css';

/**
 * Request success (request-journeys.md §2): needs the form's success flag, then ends the
 * session — logs out and clears session storage — so a shared device keeps nothing.
 */
export function SuccessPage({ form, journey }: { form: FormCode; journey: Journey }) {
  // Read once, before the session (and these items with it) is cleared.
  const [arrival] = useState(() => ({
    allowed: sessionFlag.get(form, 'success') !== null,
    reference: requestReference.get(form),
  }));
  if (!arrival.allowed)
    return (
      <Navigate to={withQuery(`/${form}/request/error/`, window.location.hash.split('?')[1] ?? '')} replace />
    );
  return <SuccessContent form={form} journey={journey} reference={arrival.reference} />;
}

function SuccessContent({
  form,
  journey,
  reference,
}: {
  form: FormCode;
  journey: Journey;
  reference: string | null;
}) {
  const { brand, brandSettings } = useShell();
  useEndSessionOnArrival();
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <PageHeading>{journey.success.heading}</PageHeading>
        {reference && (
          <p className={styles.reference}>
            Your reference is <strong>{reference}</strong>
          </p>
        )}
      </div>
      {/* Quote journeys show where the customer is among the four stages; others say what follows. */}
      {ROUTE_DATA[form].amendHasQuote ? null : <h2>What happens next</h2>}
      {journey.success.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {ROUTE_DATA[form].amendHasQuote ? <ProgressBar form={form} current={2} /> : null}
      <OpeningHours set="processingHours" />
      <p>
        <a className={styles.buttonLink} href={brandSettings.links.myAccount}>
          {copyFor(brand, 'success.button')}
        </a>
      </p>
    </div>
  );
}
