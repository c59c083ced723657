import type { NavItem } from '@portal/domain/brands/brand';
import { type KeyboardEvent, useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components';
import { KeepQueryLink } from '../app/keepQuery.tsx';
import { useShell } from '../app/ShellContext.tsx';
import styles from './Header.module.css';

/** One nav section: a disclosure button that shows its links (W3C disclosure navigation). */
function NavSection({ item }: { item: NavItem }) {
  return (
    <li className={styles.section}>
      <Disclosure id={item.label} className={styles.disclosure}>
        <Button slot="trigger" className={styles.trigger}>
          {item.label}
          <span className={styles.chevron} aria-hidden="true" />
        </Button>
        <DisclosurePanel className={styles.panel} role="group" aria-label={item.label}>
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
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

export function Header() {
  const { brandSettings } = useShell();
  const [expanded, setExpanded] = useState<Set<string | number>>(new Set());
  const [menuOpen, setMenuOpen] = useState(false);

  // Escape closes an open section and returns focus to its button, as menus do.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || expanded.size === 0) return;
    const trigger = event.currentTarget.querySelector<HTMLButtonElement>(
      `button.${styles.trigger}[aria-expanded="true"]`,
    );
    setExpanded(new Set());
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
        <DisclosureGroup expandedKeys={expanded} onExpandedChange={setExpanded} className={styles.group}>
          <ul className={styles.list}>
            {brandSettings.nav.map((item) => (
              <NavSection key={item.label} item={item} />
            ))}
          </ul>
        </DisclosureGroup>
      </nav>
    </header>
  );
}
