import { quoteDeclinedLines } from '@portal/domain/accept/quoteCopy';
import { Link } from '../../shell/Link.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import styles from '../accept.module.css';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

/**
 * The customer declined: nothing changed (lapse: we will be in touch; a renewal: the cover ends on
 * the renewal date). The session ends here.
 */
export function QuoteDeclinedPage() {
  const { form, quote } = useQuoteSnapshotThenEndSession('DECLINED');
  const { brandSettings } = useShell();
  const [first, ...rest] = form ? quoteDeclinedLines(form, quote) : [];
  return (
    <>
      <PageHeading>You have declined your quote</PageHeading>
      {first && <p className={styles.lead}>{first}</p>}
      {rest.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <Link to={brandSettings.links.myAccount} external>
          Return to my account
        </Link>
      </p>
    </>
  );
}
