import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether the browser has taken the page over: false while the server's drawing is on screen
 * (and in the render that hydrates it), true from then on and from the start of a page the
 * browser draws itself. A button that does its work in a script stays disabled until then, so a
 * press before the scripts have run does nothing rather than submit the form as plain HTML
 * (which would put a password in the address).
 */
export const useTakenOver = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
