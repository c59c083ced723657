import { expiredLinkCopy } from '@portal/domain/accept/quoteCopy';
import { isFormCode } from '@portal/domain/formCodes';
import { useParams } from 'react-router';
import styles from '../design/text.module.css';
import { useEndSessionOnArrival } from '../session/useEndSessionOnArrival.ts';
import { Link } from '../shell/Link.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { useContactLine } from '../shell/useContactLine.ts';

/**
 * For expired links and quotes already confirmed, in the form's own words
 * where its link was not a quote to start again (a lapse's renewal offer says call us).
 */
export function InvalidTokenPage() {
  useEndSessionOnArrival();
  const { form = '' } = useParams();
  const { brandSettings } = useShell();
  const line = useContactLine();
  const copy = expiredLinkCopy(isFormCode(form) ? form : null);
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className={styles.lead}>{copy.lead}</p>
      {copy.next === 'call' ? (
        <p>
          {copy.callUsTo} on <a href={`tel:${line.number.replaceAll(' ', '')}`}>{line.number}</a>.
        </p>
      ) : (
        <p>
          You can start a new request from{' '}
          <Link to={brandSettings.links.myAccount} external>
            My Account
          </Link>
          .
        </p>
      )}
    </>
  );
}
