import { isFormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import { useLocation, useParams } from 'react-router';
import { ContactDetails } from '../chat/ContactDetails.tsx';
import { Panel } from '../design/Panel.tsx';
import styles from '../design/text.module.css';
import { useEndSessionOnArrival } from '../session/useEndSessionOnArrival.ts';
import { Link } from '../shell/Link.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';

/**
 * Home lines answer when the journey is about a home: the URL says covid or home, or the
 * form is a home journey (the spec names hor; hcoa's customers are home customers too).
 */
export const usesHomeLine = (url: string, form: string | undefined) =>
  (form !== undefined && isFormCode(form) && formCard(form).productLine === 'home') ||
  /covid|home/i.test(url);

/** Shown when the customer cannot go on online; it ends the session. */
export function ExclusiveErrorPage() {
  useEndSessionOnArrival();
  const { form } = useParams();
  const { pathname, search } = useLocation();
  const { brandSettings } = useShell();
  return (
    <>
      <PageHeading>Sorry, we can't complete this online</PageHeading>
      <p className={styles.lead}>We need to speak to you to make this change.</p>
      <Panel heading="Stay at home" tone="notice">
        <p>
          Our colleagues are working from home to keep everyone safe, so it may take us a little longer than
          usual to answer the phone. Thank you for your patience.
        </p>
      </Panel>
      <p>
        Many questions can be answered straight away by our virtual assistant on our{' '}
        <Link to={brandSettings.links.contact} external>
          help and contact page
        </Link>
        .
      </p>
      <ContactDetails purpose={usesHomeLine(`${pathname}${search}`, form) ? 'home' : 'amendments'} />
    </>
  );
}
