import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageChunkError } from '../lib/routeLoading.ts';

/**
 * Last resort when a page throws while rendering. It sits outside the shell (the shell may be
 * what failed), so it is plain and offers the one safe way on: start again from the hub.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = 'Something went wrong';
  }, [error]);
  if (error instanceof PageChunkError)
    return (
      <main id="main-content">
        <h1>This page could not be loaded</h1>
        <p>We tried a few times but the page did not arrive. Check your connection, then reload the page.</p>
        <p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      </main>
    );
  return (
    <main id="main-content">
      <h1>Oops</h1>
      <p>
        Sorry something went wrong. It's nothing you've done, and we're trying hard to fix it. Please try
        again later.
      </p>
      <p>
        <a href="/">Go to the start page</a>
      </p>
    </main>
  );
}
