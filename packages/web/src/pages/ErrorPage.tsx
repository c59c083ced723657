import { ContactDetails } from '../chat/ContactDetails.tsx';
import styles from '../design/text.module.css';
import { PageHeading } from '../shell/PageHeading.tsx';

/** The generic error page of request and accept journeys. */
export function ErrorPage() {
  return (
    <>
      <PageHeading>Oops</PageHeading>
      <p className={styles.lead}>
        Sorry something went wrong. It's nothing you've done, and we're trying hard to fix it. Please try
        again later.
      </p>
      <ContactDetails />
    </>
  );
}
