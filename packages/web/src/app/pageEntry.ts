import type { AcceptPage } from '@portal/domain/accept/acceptRoutes';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { LazyModule } from './lazyModule.ts';

/**
 * What the server sends for a page's address. Every page must say (the field is required), so a
 * page cannot be added without deciding it, and the router, the browser's start and the server
 * all read the same answer.
 */
export type ServerDraws =
  /** The first screen drawn for everyone: the page is the same until the customer answers. */
  | 'page'
  /** Drawn without what session storage holds; the browser hydrates it whatever it holds, then fills it in. */
  | 'frame'
  /** The emailed link: the server opens its quote and draws the page the link leads to. */
  | 'opensLink'
  /** Drawn only as where an emailed link leads: the link stores everything the page reads. */
  | 'afterLink'
  /** Reads what only the browser holds, or tells an outcome the server must never claim. */
  | 'browser';

/**
 * Where a page sits: under the form, under a side, or inside a side's session scope (`… journey`:
 * the countdown and the query client, and on the request side the request guard).
 */
export type Section = 'form' | 'request' | 'request journey' | 'accept' | 'accept journey';

export interface Page<M = unknown> {
  /** Its address under its section (`triage`, `payment-declined/:count`); '' is the section's own. */
  path: string;
  in: Section | readonly Section[];
  /** Its lazily loaded module and what it draws from it; a page without one only redirects (`loader`). */
  chunk?: LazyModule<M>;
  draw?: (module: M) => ReactNode;
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** The accept guard it stands behind, by the guard's name for the page. */
  guard?: AcceptPage;
  /**
   * What it reads that loads lazily: the form's journey definition, or the stored quote and what it
   * is for (accept/storedQuote.ts). Triage reads only the journey's start (its first step and
   * counter): the server works that out as it draws the page and hands it over, so the browser
   * hydrates triage without the definition, and loads it only to draw triage itself or for the
   * step after.
   */
  reads?: 'journey' | 'journey start' | 'quote';
  server: ServerDraws | ((params: Params) => ServerDraws);
  /** Modules it needs as soon as it opens besides its own (the emailed link goes straight on). */
  opensWith?: readonly LazyModule[];
  /** The modules of where the customer goes next, fetched while they read this one. */
  next?: readonly LazyModule[];
}

/** A table entry, its `draw` checked against its own module's exports. */
export const page = <M>(entry: Page<M>): Page => entry as unknown as Page;

export const sectionsOf = (entry: Page): readonly Section[] =>
  typeof entry.in === 'string' ? [entry.in] : entry.in;
