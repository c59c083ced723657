import { phoneFor } from '@portal/domain/brands/registry';
import type { ChatTopic } from '@portal/domain/chat/chatMessage';
import { QueryScope } from '../app/queryClient.tsx';
import { useShell } from '../app/ShellContext.tsx';
import { ChatOffer } from '../chat/ChatOffer.tsx';
import { Link } from '../shell/Link.tsx';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import styles from './pages.module.css';

/**
 * How to reach a person when the portal cannot help: the breakdown brand points to its
 * contact page, other brands give the amendments (or home) line with its hours. The web chat
 * slot lists chat hours; the chat itself opens from the contact page.
 */
export function ContactDetails({
  purpose = 'amendments',
  chatTopic = 'exclusive-error',
}: {
  purpose?: 'amendments' | 'home';
  /** What the agent is told the chat is about when the customer opens it here. */
  chatTopic?: ChatTopic;
}) {
  const { brand, brandSettings, brandParam } = useShell();
  if (brand === 'GREENFLAG')
    return (
      <p>
        If you need help now,{' '}
        <Link to={brandSettings.links.contact} external>
          visit our contact page
        </Link>
        .
      </p>
    );
  const phone = phoneFor(brand, purpose, brandParam);
  // The opening hours poll the server's clock; the pages showing this load lazily, so it may
  // bring the query client itself (on a journey page it shares the session scope's).
  return (
    <QueryScope>
      <p>If you need to make a change now, please call us.</p>
      <p className={styles.phone}>
        <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>
      </p>
      <OpeningHours />
      <section aria-labelledby="webchat-heading" data-webchat-slot="">
        <h2 id="webchat-heading">Chat with us</h2>
        <p>
          You can also chat with one of our agents from our{' '}
          <Link to={brandSettings.links.contact} external>
            contact page
          </Link>{' '}
          at these times.
        </p>
        <OpeningHours set="webchatHours" />
        <ChatOffer topic={chatTopic} />
      </section>
    </QueryScope>
  );
}
