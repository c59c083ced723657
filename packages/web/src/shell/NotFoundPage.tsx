import styles from '../design/text.module.css';
import { Link } from './Link.tsx';
import { PageHeading } from './PageHeading.tsx';
import { useShell } from './ShellContext.tsx';

/** /error: unknown journeys, journeys this brand does not offer, and failed start-up land here. */
export function NotFoundPage() {
  const { brandSettings } = useShell();
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <p className={styles.lead}>If you typed the web address, check it is correct.</p>
      <p>If you followed a link from an email or another page, the page may no longer be available.</p>
      <p>
        You can manage your policy from{' '}
        <Link to={brandSettings.links.myAccount} external>
          My Account
        </Link>
        .
      </p>
    </>
  );
}
