/** What shows while a lazily loaded page or a guard is still deciding. */
export function PageLoading() {
  return (
    <p role="status" aria-live="polite">
      Loading…
    </p>
  );
}
