import { opsPaths } from '@portal/domain/api/opsPaths';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { AgentChatsContext, useAgentSocket } from './chat/useAgentChats.ts';
import { NotifyWaitingChats, WebChatsLink } from './chat/WebChatsLink.tsx';
import styles from './ops.module.css';
import { signOut as endSession, opsAnswer, opsGet, type Staff } from './opsApi.ts';
import { ScriptButton } from './ScriptButton.tsx';
import { SignInPage } from './SignInPage.tsx';
import { StaffContext } from './useStaff.ts';

/**
 * The console's frame: who is signed in, the sections, sign-out; the sign-in page until then.
 * A page the server drew says who it was drawn for, and starts from that; otherwise it asks.
 */
export function OpsLayout({ drawnStaff }: { drawnStaff?: Staff | null | undefined }) {
  const [staff, setStaff] = useState<Staff | null | undefined>(drawnStaff);
  useEffect(() => {
    if (drawnStaff) return;
    // Drawn signed out, a session from before the page was drawn by the server (its cookie was the
    // API's alone) still counts: the API is asked, and a live session opens the console.
    opsGet(opsPaths.me, opsAnswer('opsMeResponse')).then(
      (body) => setStaff(body.staff),
      () => setStaff((now) => (drawnStaff === null ? now : null)),
    );
  }, [drawnStaff]);
  if (staff === undefined) return <p className={styles.main}>Loading…</p>;
  if (staff === null) return <SignInPage onSignedIn={setStaff} />;
  const signOut = async () => {
    await endSession();
    setStaff(null);
  };
  return (
    <StaffContext.Provider value={staff}>
      <SignedInConsole staff={staff} signOut={signOut} />
    </StaffContext.Provider>
  );
}

/** The signed-in frame; it holds the chat socket, so every page hears the waiting chats. */
function SignedInConsole({ staff, signOut }: { staff: Staff; signOut: () => void }) {
  const chats = useAgentSocket(staff.id);
  return (
    <AgentChatsContext.Provider value={chats}>
      <div className={styles.shell}>
        <header className={styles.header}>
          <span className={styles.title}>Operations console</span>
          <nav aria-label="Console sections">
            <ul className={styles.nav}>
              <li>
                <Link to="/">Request queue</Link>
              </li>
              <li>
                <Link to="/policies">Policies</Link>
              </li>
              <li>
                <WebChatsLink />
              </li>
              {staff.role === 'supervisor' && (
                <>
                  <li>
                    <Link to="/dashboard">Dashboard</Link>
                  </li>
                  <li>
                    <Link to="/audit">Audit log</Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
          <span>
            <NotifyWaitingChats className={styles.linkButton} /> Signed in as {staff.name} ({staff.role}){' '}
            <ScriptButton className={styles.linkButton} onClick={signOut}>
              Sign out
            </ScriptButton>
          </span>
        </header>
        <main className={styles.main}>
          {chats.notice && (
            <p className={styles.notice} role="alert">
              {chats.notice}{' '}
              <button type="button" className={styles.linkButton} onClick={chats.clearNotice}>
                Dismiss
              </button>
            </p>
          )}
          <Outlet />
        </main>
      </div>
    </AgentChatsContext.Provider>
  );
}
