import type { FormCode } from '@portal/domain/forms';
import { formTitle } from '../app/formTitle.ts';
import { PageHeading } from '../app/PageHeading.tsx';
import { useShell } from '../app/ShellContext.tsx';
import { useSorryMessage } from '../triage/useSorryMessage.ts';
import { ContactDetails } from './ContactDetails.tsx';
import styles from './pages.module.css';

/**
 * A change this brand takes only through an agent (renewal preference on three brands,
 * accept-and-pay.md §1): the spec's sorry message and the contact panel, with web chat.
 */
export function AgentOnlyPage({ form }: { form: FormCode }) {
  const { brand, product } = useShell();
  const sorry = useSorryMessage(form);
  return (
    <>
      <PageHeading>{formTitle(form, brand)}</PageHeading>
      <p className={styles.lead}>{sorry}</p>
      <ContactDetails purpose={product === 'HOME' ? 'home' : 'amendments'} chatTopic="renewal-preference" />
    </>
  );
}
