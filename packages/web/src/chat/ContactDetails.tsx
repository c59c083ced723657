import type { PublicChatTopic } from '@portal/domain/chat/chatMessage';
import { QueryScope } from '../lib/queryClient.tsx';
import { Link } from '../shell/Link.tsx';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { useContactLine } from '../shell/useContactLine.ts';
import { ChatOffer } from './ChatOffer.tsx';
import styles from './ContactDetails.module.css';

/**
 * How to reach a person when the portal cannot help: the breakdown brand points to its
 * contact page, other brands give the amendments (or home) line with its hours. The web chat
 * slot lists chat hours; the chat itself opens from the contact page.
 */
export function ContactDetails({
  purpose,
  chatTopic = 'exclusive-error',
}: {
  /** The line named; else the one for the product the customer came with. */
  purpose?: 'amendments' | 'home';
  /** What the agent is told the chat is about when the customer opens it here. */
  chatTopic?: PublicChatTopic;
}) {
  const { brand, brandSettings } = useShell();
  const line = useContactLine(purpose);
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
  // The opening hours poll the server's clock; the pages showing this load lazily, so it may
  // bring the query client itself (on a journey page it shares the session scope's).
  return (
    <QueryScope>
      <p>If you need to make a change now, please call us.</p>
      <p className={styles.phone}>
        Our {line.name}: <a href={`tel:${line.number.replaceAll(' ', '')}`}>{line.number}</a>
      </p>
      <OpeningHours set={line.hours} />
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
