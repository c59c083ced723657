import type { FormCode } from '@portal/domain/formCodes';
import { ContactDetails } from '../chat/ContactDetails.tsx';
import styles from '../design/text.module.css';
import { formTitle } from '../lib/formTitle.ts';
import { useSorryMessage } from '../lib/useSorryMessage.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';

/**
 * A change this brand takes only through an agent (renewal preference on three brands):
 * the sorry message and the contact panel, with web chat.
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
