import { ERROR_CODES } from '@portal/domain/errors';
import { useParams } from 'react-router';
import styles from '../design/text.module.css';
import { journeyStartPath } from '../lib/journeyStart.ts';
import { useEndSessionOnArrival } from '../session/useEndSessionOnArrival.ts';
import { Link } from '../shell/Link.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';

/** A quote priced before another change landed on the policy: it cannot be accepted, so start again. */
export function OutOfDatePage() {
  useEndSessionOnArrival();
  const { form = '' } = useParams();
  return (
    <>
      <PageHeading>This quote is out of date</PageHeading>
      <p className={styles.lead}>{ERROR_CODES.QUOTE_SUPERSEDED}</p>
      <p>
        <Link to={journeyStartPath(form)}>Start a new request</Link>
      </p>
    </>
  );
}
