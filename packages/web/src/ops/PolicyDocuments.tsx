import { OPS_API_PREFIX, opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { policyDocumentsResponse } from '@portal/domain/api/opsPolicyDocuments';
import { opsMessageResponse } from '@portal/domain/api/opsResponses';
import { useState } from 'react';
import { londonDateTime } from './labels.ts';
import styles from './ops.module.css';
import { failureMessage, opsPost, useOpsQuery } from './opsApi.ts';

/** A policy's documents, version by version: each PDF to open, and a way to produce them again. */
export function PolicyDocuments({ policyNumber }: { policyNumber: string }) {
  const listed = useOpsQuery(
    opsPath(opsPaths.policyDocuments, { policyNumber }),
    policyDocumentsResponse,
    'The policy’s documents could not be loaded.',
  );
  const [message, setMessage] = useState('');
  const produceAgain = async (id: number) => {
    try {
      setMessage(
        (await opsPost(opsPath(opsPaths.policyDocumentsProduce, { id }), opsMessageResponse)).message,
      );
      listed.reload();
    } catch (caught) {
      setMessage(failureMessage(caught, 'The documents could not be produced again.'));
    }
  };
  const versions = listed.data?.versions ?? [];
  return (
    <section aria-labelledby="policy-documents">
      <h2 id="policy-documents">Documents</h2>
      <div role="status">{message && <p className={styles.notice}>{message}</p>}</div>
      {listed.error && <p role="alert">{listed.error}</p>}
      {versions.length === 0 ? (
        <p>No documents since the policy was set up.</p>
      ) : (
        <ul>
          {versions.map((version) => (
            <li key={version.id}>
              Version {version.version} ({version.change}, {londonDateTime(version.madeAt)}
              {version.producedAt ? '' : ', being produced'}):{' '}
              {version.documents.map((document, index) => (
                <span key={document.kind}>
                  {index > 0 && ', '}
                  <a
                    href={`${OPS_API_PREFIX}${opsPath(opsPaths.policyDocumentFile, { id: version.id, kind: document.kind })}`}
                  >
                    {document.title}, version {version.version} (PDF)
                  </a>
                </span>
              ))}{' '}
              <button type="button" className={styles.secondary} onClick={() => produceAgain(version.id)}>
                Produce again
                <span className={styles.visuallyHidden}> version {version.version}’s documents</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
