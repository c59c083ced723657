import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageHeading } from '../../shell/PageHeading.tsx';
import styles from '../accept.module.css';
import { acceptHref } from '../acceptHref.ts';
import { readChallenge } from '../quoteSession.ts';

const FRAME_NAME = 'three-d-secure';
/** The bank's 3-D Secure frame needs 450 px to show its challenge without scrolling. */
const FRAME_HEIGHT = 450;

/**
 * The bank's 3-D Secure check inside a frame. The form is posted from here, not by an inline
 * script, so the page keeps a strict content policy. The bank's page sends the whole window
 * back to `/{form}/accept/redirects;status=…` when the customer is done.
 */
export function ThreeDSecurePage() {
  const { form = '' } = useParams();
  const { search } = useLocation();
  const [challenge] = useState(readChallenge);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.submit();
  }, []);
  if (!challenge) return <Navigate to={acceptHref(form, 'card-payment', search)} replace />;
  return (
    <>
      <PageHeading>Confirm your payment with your bank</PageHeading>
      <p>Your bank needs to check it is you. Please follow the steps below.</p>
      <iframe
        name={FRAME_NAME}
        title="Your bank's security check"
        className={styles.frame}
        height={FRAME_HEIGHT}
      />
      <form ref={formRef} method="post" action={challenge.url} target={FRAME_NAME} hidden>
        <input type="hidden" name="JWT" value={challenge.jwt} />
        <input type="hidden" name="MD" value={challenge.md} />
      </form>
    </>
  );
}
