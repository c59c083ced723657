import { policyNumberShown } from '@portal/domain/rules/policyNumberShown';
import { useQuoteDocuments } from '../../api/calls/quoteDocuments.ts';
import { Panel } from '../../design/Panel.tsx';
import { Link } from '../../shell/Link.tsx';
import { useShell } from '../../shell/ShellContext.tsx';

/** What each download is called: the certificate first, as a driver needs it before driving. */
const LINK_TEXT = {
  certificate: 'Download your new certificate',
  schedule: 'Download your new policy schedule',
} as const;

/**
 * The new version's documents, offered on the page that says the change is made. Nothing shows
 * until they are known; if they cannot be had here, the confirmation email links them too.
 */
export function NewDocuments({ quote }: { quote: { token: string; uuid: string } | null }) {
  const documents = useQuoteDocuments(quote);
  const { brand } = useShell();
  if (!documents.data) return null;
  return (
    <Panel heading="Your new documents">
      <p>
        Version {documents.data.version} of policy {policyNumberShown(brand, documents.data.policyNumber)}, as
        PDF files.
      </p>
      <ul>
        {documents.data.documents.map((document) => (
          <li key={document.kind}>
            <Link to={document.href} external download>
              {LINK_TEXT[document.kind]} (PDF)
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
