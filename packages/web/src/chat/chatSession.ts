import { useEffect, useSyncExternalStore } from 'react';

/**
 * The customer's conversation for this browser tab's session: its token lives
 * in session storage, so a reload or a visit to another page and back resumes it with its history.
 */
const KEY = 'mta-webchat';

export function savedChatToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveChatToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the chat still works until the page is left.
  }
}

/**
 * How many "Chat now" offers are on the page: where one is, it resumes the saved chat in place;
 * where none is (a reload that lost the triage answer, any other page), the layout does.
 */
let offers = 0;
const listeners = new Set<() => void>();
const told = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by a chat offer while it is on the page. */
export function useChatOfferShown(): void {
  useEffect(() => {
    offers += 1;
    told();
    return () => {
      offers -= 1;
      told();
    };
  }, []);
}

/** Whether a chat offer on the page shows the chat itself (false while drawn on the server). */
export const useChatOffered = () =>
  useSyncExternalStore(
    subscribe,
    () => offers > 0,
    () => false,
  );

/**
 * Keeps the token written while the chat is on screen. Pages that end a journey clear session
 * storage as they arrive (the spec's logout), which may land after the chat read its token: so
 * the token is written back as the page is left or reloaded, and when the chat unmounts.
 */
export function useKeptChatToken(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    const keep = () => saveChatToken(token);
    keep();
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      if (savedChatToken() === null) keep();
    };
  }, [token]);
}
