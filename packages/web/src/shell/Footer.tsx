import { londonYear } from '@portal/domain/dates';
import styles from './Footer.module.css';
import { useShell } from './ShellContext.tsx';

const SOCIAL = ['Facebook', 'Instagram', 'YouTube', 'LinkedIn'] as const;

export function Footer() {
  const { brandSettings, now, demo } = useShell();
  const base = brandSettings.links.fallback.replace(/\/$/, '');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Social media">
          <ul className={styles.social}>
            {SOCIAL.map((name) => (
              <li key={name}>
                <a className={styles.link} href={`${base}/social/${name.toLowerCase()}`}>
                  {brandSettings.displayName} on {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <ul className={styles.legalLinks}>
            <li>
              <a className={styles.link} href={`${base}/legal/privacy`}>
                Privacy
              </a>
            </li>
            <li>
              <a className={styles.link} href={`${base}/legal/cookies`}>
                Cookies
              </a>
            </li>
            <li>
              <a className={styles.link} href={`${base}/legal/accessibility`}>
                Accessibility
              </a>
            </li>
            <li>
              <a className={styles.link} href={brandSettings.links.contact}>
                Contact us
              </a>
            </li>
          </ul>
        </nav>
        {/* Said only where it is true: a production portal's policies are real. */}
        {demo ? (
          <p className={styles.legal}>
            {brandSettings.displayName} is a trading name used in this demonstration portal. Policies shown
            here are fictional; no real insurance is bought, changed or paid for.
          </p>
        ) : null}
        <p className={styles.legal}>
          {/* The year in London by the server's clock, never the device's. */}© 1999–{londonYear(now)}{' '}
          {brandSettings.displayName}
        </p>
      </div>
    </footer>
  );
}
