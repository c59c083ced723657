import type { NavItem } from '@portal/domain/brands/brand';
import { type KeyboardEvent, useState } from 'react';
import { KeepQueryLink } from '../lib/keepQuery.tsx';
import styles from './Header.module.css';
import { useShell } from './ShellContext.tsx';

/**
 * One nav section: a native disclosure button that shows its links (W3C disclosure navigation).
 * Native elements keep the accessible-primitives library out of every page's first load.
 */
function NavSection({ item, open, onToggle }: { item: NavItem; open: boolean; onToggle: () => void }) {
  const panelId = `nav-${item.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <li className={styles.section}>
      <div className={styles.disclosure}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {item.label}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not of form controls, so no <fieldset> */}
        <div id={panelId} className={styles.panel} role="group" aria-label={item.label} hidden={!open}>
          <ul className={styles.subList}>
            {(item.children ?? []).map((child) => (
              <li key={child.href}>
                <a className={styles.subLink} href={child.href}>
                  {child.label}
                </a>
              </li>
            ))}
            <li>
              <a className={styles.subLink} href={item.href}>
                All {item.label.toLowerCase()}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </li>
  );
}

export function Header() {
  const { brandSettings } = useShell();
  // One section open at a time, as a disclosure group with single expansion.
  const [expanded, setExpanded] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // Escape closes an open section and returns focus to its button, as menus do.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || expanded === null) return;
    const trigger = event.currentTarget.querySelector<HTMLButtonElement>(
      `button.${styles.trigger}[aria-expanded="true"]`,
    );
    setExpanded(null);
    trigger?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <KeepQueryLink to="/" className={styles.wordmark} aria-label={`${brandSettings.displayName} home`}>
          <span aria-hidden="true" className={styles.mark} />
          {brandSettings.displayName}
        </KeepQueryLink>
        <div className={styles.actions}>
          <a className={styles.login} href={brandSettings.links.signIn}>
            Log in
          </a>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
        </div>
      </div>
      <nav
        id="main-nav"
        aria-label="Main"
        className={menuOpen ? styles.navOpen : styles.nav}
        onKeyDown={onKeyDown}
      >
        <div className={styles.group}>
          <ul className={styles.list}>
            {brandSettings.nav.map((item) => (
              <NavSection
                key={item.label}
                item={item}
                open={expanded === item.label}
                onToggle={() => setExpanded((open) => (open === item.label ? null : item.label))}
              />
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
