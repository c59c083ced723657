import type { FormCode } from '@portal/domain/formCodes';
import { logoutAndClear } from '../api/calls/logout.ts';
import { sessionTimer } from './sessionTimer.ts';

/** The spec's per-form session keys the shell itself reads or writes. */
export const exitKey = (form: FormCode) => `mta-${form}-exit`;
export const sessionTsKey = (form: FormCode) => `mta-${form}-session-ts`;

/** Lets the request error page show: it is reachable only when the exit flag is stored. */
export const markExit = (form: FormCode) => sessionStorage.setItem(exitKey(form), 'true');
export const hasExit = (form: FormCode) => sessionStorage.getItem(exitKey(form)) !== null;

export const touchSessionTs = (form: FormCode) =>
  sessionStorage.setItem(sessionTsKey(form), String(Date.now()));

/** Session pages, success and unavailable end everything: timer, server token and stored answers. */
export async function endSession(): Promise<void> {
  sessionTimer.stop();
  await logoutAndClear();
}
