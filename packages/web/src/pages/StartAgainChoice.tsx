import { useParams } from 'react-router';
import { Button } from '../design/Button.tsx';
import { journeyStartPath } from '../lib/journeyStart.ts';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import styles from './pages.module.css';

/** "Would you like to start again?" Yes restarts the journey; No goes to the customer's account. */
export function StartAgainChoice() {
  const { form = '' } = useParams();
  const { brandSettings } = useShell();
  const navigate = useNavigateKeepingQuery();
  return (
    <>
      <p className={styles.question}>Would you like to start again?</p>
      <div className={styles.actions}>
        <Button onPress={() => navigate(journeyStartPath(form))}>Yes, start again</Button>
        <Button variant="secondary" onPress={() => window.location.assign(brandSettings.links.myAccount)}>
          No, go to My Account
        </Button>
      </div>
    </>
  );
}
