import type { HoursSet } from '@portal/domain/brands/brand';
import { type PhonePurpose, phoneFor } from '@portal/domain/brands/registry';
import { useEffect, useRef } from 'react';
import { useShell } from '../app/ShellContext.tsx';
import { Link } from '../shell/Link.tsx';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import styles from './triage.module.css';

/** Which agent the customer is sent to: chat, or the phone line (motor call mode, home Call us). */
export type ContactMode = 'webchat' | 'call' | 'callUs';

const PANELS = {
  webchat: {
    heading: 'Chat with us',
    hours: 'webchatHours',
    hoursHeading: 'Web chat hours',
    phone: 'triage',
  },
  call: {
    heading: 'Call us',
    hours: 'triageHours',
    hoursHeading: 'Phone opening hours',
    phone: 'triage',
  },
  callUs: {
    heading: 'Call us',
    hours: 'triageHours',
    hoursHeading: 'Phone opening hours',
    phone: 'home',
  },
} as const satisfies Record<
  ContactMode,
  { heading: string; hours: HoursSet; hoursHeading: string; phone: PhonePurpose }
>;

/**
 * The web chat and Call us panels (request-journeys.md §2): the per-form sorry message, the
 * brand's number and the hours of the line. The heading takes focus when the panel appears,
 * so screen-reader users hear why they cannot carry on.
 */
export function ContactPanel({ mode, sorry }: { mode: ContactMode; sorry: string }) {
  const { brand, brandSettings, brandParam } = useShell();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = PANELS[mode];
  const phone = phoneFor(brand, panel.phone, brandParam);
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
        <p>
          Chat with one of our agents from our{' '}
          <Link to={brandSettings.links.contact} external>
            contact page
          </Link>
          , or call us on <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>.
        </p>
      ) : null}
      <OpeningHours
        set={panel.hours}
        heading={panel.hoursHeading}
        {...(mode === 'webchat' ? {} : { phone })}
      />
    </section>
  );
}
