import { apiPaths } from '@portal/domain/api/paths';
import type { AltchaWidgetElement } from 'altcha/external';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';
import styles from '../design/field.module.css';
import { errorId } from '../fields/fieldProps.ts';
import botCheckStyles from './BotCheck.module.css';

const challengeSchema = z.looseObject({ parameters: z.looseObject({}), signature: z.string().optional() });

/** The strict-CSP build of the ALTCHA widget, its styles and its proof-of-work worker, loaded only here. */
async function loadWidget() {
  const [, , worker] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/sha?worker'),
  ]);
  globalThis.$altcha.algorithms.set('SHA-256', () => new worker.default());
}

/** The robot check's answer name (the server's refusals name it too) and its wrapper's id. */
export const BOT_CHECK_FIELD = 'botCheck';

/**
 * Moves focus to the widget's own checkbox, for the error summary's link; to the check's
 * wrapper while the widget is still loading (it has no checkbox yet), so the link never
 * leaves focus where it was.
 */
export function focusBotCheck() {
  const box =
    document.querySelector<HTMLElement>(`#${BOT_CHECK_FIELD} input[type="checkbox"]`) ??
    document.getElementById(BOT_CHECK_FIELD);
  box?.focus();
  box?.scrollIntoView({ block: 'center' });
}

interface BotCheckProps {
  /** Called with the solved payload (base64), or undefined when it expires or is reset. */
  onChange: (payload: string | undefined) => void;
  error?: string | undefined;
}

/**
 * The robot check before a simple request is sent: a self-hosted ALTCHA proof of work (the
 * challenge comes from our own server), so nothing about the customer goes to a third party.
 */
export function BotCheck({ onChange, error }: BotCheckProps) {
  const widget = useRef<AltchaWidgetElement>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await loadWidget();
      const challenge = await apiRequest({
        method: 'GET',
        path: apiPaths.botCheckChallenge,
        schema: challengeSchema,
      });
      if (cancelled || !widget.current) return;
      await widget.current.configure({ challenge: challenge as never, hideFooter: true, hideLogo: true });
      setReady(true);
    })();
    const element = widget.current;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(state === 'verified' ? payload : undefined);
    };
    element?.addEventListener('statechange', onState);
    return () => {
      cancelled = true;
      element?.removeEventListener('statechange', onState);
    };
  }, []);

  return (
    <div
      className={error ? `${styles.field} ${styles.invalid}` : styles.field}
      id={BOT_CHECK_FIELD}
      tabIndex={-1}
    >
      <p className={styles.label}>Before you send this, please confirm you're not a robot.</p>
      {error ? (
        <p id={errorId(BOT_CHECK_FIELD)} className={styles.error}>
          {error}
        </p>
      ) : null}
      <altcha-widget
        ref={widget}
        className={botCheckStyles.widget}
        auto="off"
        type="checkbox"
        aria-busy={!ready}
      />
    </div>
  );
}
