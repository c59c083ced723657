import type { PhoneLine } from '@portal/domain/brands/contactLines';
import { useEffect, useRef } from 'react';
import { ChatOffer } from '../chat/ChatOffer.tsx';
import { Link } from '../shell/Link.tsx';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { useContactLine } from '../shell/useContactLine.ts';
import styles from './triage.module.css';

/** Which agent the customer is sent to: chat, or the phone line (motor call mode, home Call us). */
export type ContactMode = 'webchat' | 'call' | 'callUs';

/**
 * The line is the one for the customer's product (the same number every email about the change
 * gives), or home insurance's for home Call us.
 */
const PANELS = {
  webchat: { heading: 'Chat with us', line: undefined, chat: true },
  /** Motor call mode is web chat mode out of chat hours: chat is still offered, with when it opens. */
  call: { heading: 'Call us', line: undefined, chat: true },
  /** Home Call us (partners, Direct Line hor): the spec gives a phone line only. */
  callUs: { heading: 'Call us', line: 'home', chat: false },
} as const satisfies Record<ContactMode, { heading: string; line: PhoneLine | undefined; chat: boolean }>;

/**
 * The web chat and Call us panels: the per-form sorry message, the
 * brand's number and the hours of the line. Motor customers who must talk to us are always told
 * about web chat and its hours; when it is closed the panel says when it opens. The heading takes focus when the panel appears,
 * so screen-reader users hear why they cannot carry on.
 */
export function ContactPanel({
  mode,
  sorry,
  registration,
}: {
  mode: ContactMode;
  sorry: string;
  /** The registration triage looked up: the agent is told it with the chat. */
  registration?: string;
}) {
  const { brandSettings } = useShell();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = PANELS[mode];
  // A partner's customers call the partner's own line, open the partner's hours.
  const line = useContactLine(panel.line);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.contact} aria-labelledby="triage-contact-heading">
      <h2 id="triage-contact-heading" ref={heading} tabIndex={-1}>
        {panel.heading}
      </h2>
      <p className={styles.sorry}>{sorry}</p>
      {mode === 'webchat' ? (
        <>
          <p>
            Chat with one of our agents from our{' '}
            <Link to={brandSettings.links.contact} external>
              contact page
            </Link>
            , or call us at the times below.
          </p>
          <OpeningHours line={line} />
          <OpeningHours set="webchatHours" />
          <ChatOffer topic="triage" registration={registration} />
        </>
      ) : (
        <OpeningHours line={line} />
      )}
      {panel.chat && mode !== 'webchat' ? (
        <>
          <p>
            You can also chat with one of our agents from our{' '}
            <Link to={brandSettings.links.contact} external>
              contact page
            </Link>{' '}
            while web chat is open.
          </p>
          <OpeningHours set="webchatHours" />
          <ChatOffer topic="triage" registration={registration} />
        </>
      ) : null}
    </section>
  );
}
