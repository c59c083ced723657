import { ContactDetails } from '../chat/ContactDetails.tsx';
import styles from '../design/text.module.css';
import { useEndSessionOnArrival } from '../session/useEndSessionOnArrival.ts';
import { PageHeading } from '../shell/PageHeading.tsx';

/** The journey cannot be done online right now; the session ends here. */
export function UnavailablePage() {
  useEndSessionOnArrival();
  return (
    <>
      <PageHeading>Sorry, this service is unavailable</PageHeading>
      <p className={styles.lead}>You can't make this change online at the moment.</p>
      <p>We have not made any changes to your policy and we have cleared the answers you gave us.</p>
      <ContactDetails />
    </>
  );
}
