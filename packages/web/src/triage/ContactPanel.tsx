import type { HoursSet } from '@portal/domain/brands/brand';
import { type PhonePurpose, partnerSettings, phoneFor } from '@portal/domain/brands/registry';
import { useEffect, useRef } from 'react';
import { useShell } from '../app/ShellContext.tsx';
import { ChatOffer } from '../chat/ChatOffer.tsx';
import { Link } from '../shell/Link.tsx';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import styles from './triage.module.css';

/** Which agent the customer is sent to: chat, or the phone line (motor call mode, home Call us). */
export type ContactMode = 'webchat' | 'call' | 'callUs';

const PANELS = {
  webchat: { heading: 'Chat with us', hours: 'webchatHours', phone: 'triage', chat: true },
  /** Motor call mode is web chat mode out of chat hours: chat is still offered, with when it opens. */
  call: { heading: 'Call us', hours: 'triageHours', phone: 'triage', chat: true },
  /** Home Call us (partners, Direct Line hor): the spec gives a phone line only. */
  callUs: { heading: 'Call us', hours: 'triageHours', phone: 'home', chat: false },
} as const satisfies Record<
  ContactMode,
  { heading: string; hours: HoursSet; phone: PhonePurpose; chat: boolean }
>;

/**
 * The web chat and Call us panels (request-journeys.md §2): the per-form sorry message, the
 * brand's number and the hours of the line. Motor customers who must talk to us are always told
 * about web chat and its hours; when it is closed the panel says when it opens (issue 17 item 8). The heading takes focus when the panel appears,
 * so screen-reader users hear why they cannot carry on.
 */
export function ContactPanel({ mode, sorry }: { mode: ContactMode; sorry: string }) {
  const { brand, brandSettings, brandParam } = useShell();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = PANELS[mode];
  const phone = phoneFor(brand, panel.phone, brandParam);
  // A partner's home customers call the partner's home line, open the partner's home hours.
  const hours: HoursSet =
    mode === 'callUs' && brandParam !== undefined && partnerSettings(brandParam)
      ? 'partnerHomeHours'
      : panel.hours;
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
            , or call us on <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>.
          </p>
          <OpeningHours set="webchatHours" />
          <ChatOffer topic="triage" />
        </>
      ) : (
        <OpeningHours set={hours} phone={phone} />
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
          <ChatOffer topic="triage" />
        </>
      ) : null}
    </section>
  );
}
