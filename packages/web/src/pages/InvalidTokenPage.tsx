import { ERROR_CODES } from '@portal/domain/errors';
import styles from '../design/text.module.css';
import { useEndSessionOnArrival } from '../session/useEndSessionOnArrival.ts';
import { Link } from '../shell/Link.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';

/** For expired links and quotes already confirmed (accept-and-pay.md §2). */
export function InvalidTokenPage() {
  useEndSessionOnArrival();
  const { brandSettings } = useShell();
  return (
    <>
      <PageHeading>This link has expired</PageHeading>
      <p className={styles.lead}>{ERROR_CODES.TOKEN_EXPIRED}</p>
      <p>
        You can start a new request from{' '}
        <Link to={brandSettings.links.myAccount} external>
          My Account
        </Link>
        .
      </p>
    </>
  );
}
