import { type FormEvent, useState } from 'react';
import styles from './ops.module.css';
import { failureMessage, type Staff, signIn } from './opsApi.ts';
import { ScriptButton } from './ScriptButton.tsx';
import { usePageTitle } from './usePageTitle.ts';

/** Staff sign-in: email and password; a refusal is announced and shown above the form. */
export function SignInPage({ onSignedIn }: { onSignedIn: (staff: Staff) => void }) {
  const heading = usePageTitle('Sign in');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      onSignedIn(await signIn(String(data.get('email') ?? ''), String(data.get('password') ?? '')));
    } catch (caught) {
      setError(failureMessage(caught, 'Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className={styles.main}>
      <h1 ref={heading} tabIndex={-1}>
        Sign in to the operations console
      </h1>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {/* A POST if ever sent as plain HTML: the password never goes into an address. */}
      <form className={styles.form} method="post" onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="ops-email">Email address</label>
          <input id="ops-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="ops-password">Password</label>
          <input id="ops-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <div>
          <ScriptButton type="submit" className={styles.button} disabled={busy}>
            Sign in
          </ScriptButton>
        </div>
      </form>
    </main>
  );
}
