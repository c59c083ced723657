import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAwaitingPageChunk } from '../lib/routeLoading.ts';
import { applyBrandTheme } from './brandTheme.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';
import { PageLoading } from './PageLoading.tsx';
import { type BootInfo, ShellProvider, useShell } from './ShellContext.tsx';

function Frame({ afterPage }: { afterPage: ReactNode }) {
  const { brandSettings } = useShell();
  const awaitingPage = useAwaitingPageChunk();
  useEffect(() => applyBrandTheme(brandSettings), [brandSettings]);
  return (
    <div className={styles.page}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention; the hash belongs to the router, so the click moves focus itself */}
      <a href="#main-content" className={styles.skip} onClick={skipToMain}>
        Skip to main content
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {awaitingPage ? <PageLoading /> : <Outlet />}
        {afterPage}
      </main>
      <Footer />
    </div>
  );
}

/** The hash belongs to the router, so the skip link moves focus itself instead of changing it. */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById('main-content');
  main?.focus();
  main?.scrollIntoView();
}

/**
 * The root route: brand, product and clock for every page, and the page frame around it.
 * `afterPage` is drawn under every page (the app passes a chat resumed after a reload): the shell
 * sits below the features, so it is handed what it shows rather than importing it.
 */
export function Layout({ boot, afterPage }: { boot: BootInfo; afterPage?: ReactNode }) {
  return (
    <ShellProvider boot={boot}>
      <Frame afterPage={afterPage} />
    </ShellProvider>
  );
}
