import styles from './PageLoading.module.css';

/**
 * What shows while a lazily loaded page or a guard is still deciding. The page frame hides its
 * footer while this is on screen (`data-page-loading`), so the page that replaces it appears
 * above a footer that was never drawn instead of pushing a drawn one down.
 */
export function PageLoading() {
  return (
    <p className={styles.loading} role="status" aria-live="polite" data-page-loading="">
      Loading…
    </p>
  );
}
