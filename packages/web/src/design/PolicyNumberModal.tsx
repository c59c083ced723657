import { useShell } from '../app/ShellContext.tsx';
import { InfoModal } from './InfoModal.tsx';

/**
 * "Where to find your policy number": a text explanation rather than the old image, so it
 * reads the same to everyone.
 */
export function PolicyNumberModal() {
  const { brandSettings } = useShell();
  return (
    <InfoModal trigger="Where to find your policy number" title="Where to find your policy number">
      <p>Your policy number is printed near the top of the first page of your policy documents.</p>
      <p>
        It is also in the subject line of the emails we send you about your policy and in your{' '}
        {brandSettings.displayName} online account under "My policies".
      </p>
      <p>Most policy numbers are 8 digits long.</p>
    </InfoModal>
  );
}
