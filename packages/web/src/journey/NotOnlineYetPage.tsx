import type { FormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import { ContactDetails } from '../chat/ContactDetails.tsx';
import styles from '../design/text.module.css';
import { formTitle } from '../lib/formTitle.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';

/**
 * A journey the brand offers but that is not built for online use yet: say so plainly, with the
 * phone number and chat, rather than a triage that leads to "Page not found".
 */
export function NotOnlineYetPage({ form }: { form: FormCode }) {
  const { brand } = useShell();
  const home = formCard(form).productLine === 'home';
  return (
    <>
      <PageHeading>{`${formTitle(form, brand)} is not available online yet`}</PageHeading>
      <p className={styles.lead}>You can't make this change online yet, but we can do it for you.</p>
      <ContactDetails purpose={home ? 'home' : 'amendments'} />
    </>
  );
}
