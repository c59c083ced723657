import { useEffect, useSyncExternalStore } from 'react';
import { type RouteObject, useNavigation } from 'react-router';

/**
 * Routes load their pages' chunks themselves (route `lazy`) so the opening page draws in one
 * go. During a later navigation the router would keep the page being left on screen, under
 * the new address, until the next page's chunk arrives; instead the frame shows "Loading…" in
 * its place, as the Suspense fallback did before.
 */
let awaitingChunk = false;
const listeners = new Set<() => void>();
const setAwaiting = (value: boolean) => {
  if (awaitingChunk === value) return;
  awaitingChunk = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A page's chunk that would not load after retries: the connection's fault, not the customer's. */
export class PageChunkError extends Error {
  override name = 'PageChunkError';
}

const CHUNK_RETRIES = 2;

/** Loads a chunk, trying again twice (after 0.5 s, then 1 s) before saying it could not. */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= CHUNK_RETRIES)
        throw new PageChunkError('This page could not be loaded', { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

/**
 * The route tree with every `lazy` noting that a navigation now waits for a chunk, and retrying
 * a chunk that fails to arrive (a dropped connection, a refused request) before giving up.
 */
export function noteChunkLoads(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy } = route;
    const children = route.children ? { children: noteChunkLoads(route.children) } : {};
    if (typeof lazy !== 'function') return { ...route, ...children } as RouteObject;
    const noted = () => {
      setAwaiting(true);
      return withRetries(lazy);
    };
    return { ...route, ...children, lazy: noted } as RouteObject;
  });
}

/** True while a navigation waits for its page's chunk (until the router settles). */
export function useAwaitingPageChunk(): boolean {
  const navigating = useNavigation().state !== 'idle';
  const awaiting = useSyncExternalStore(
    subscribe,
    () => awaitingChunk,
    () => false,
  );
  useEffect(() => {
    if (!navigating) setAwaiting(false);
  }, [navigating]);
  return navigating && awaiting;
}
