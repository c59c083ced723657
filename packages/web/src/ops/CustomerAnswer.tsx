import { customerAnswerResponse } from '@portal/domain/api/opsCustomerAnswer';
import { OPS_API_PREFIX, opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { londonDateTime } from './labels.ts';
import styles from './ops.module.css';
import { useOpsQuery } from './opsApi.ts';

/** The customer's answer from their request's page, with its files, shown first to the agent. */
export function CustomerAnswer({ reference }: { reference: string }) {
  const answered = useOpsQuery(
    opsPath(opsPaths.requestAnswer, { reference }),
    customerAnswerResponse,
    'The customer’s answer could not be loaded.',
  );
  const answer = answered.data?.answer;
  if (!answer) return null;
  return (
    <section aria-labelledby="customer-answer" className={styles.notice}>
      <h2 id="customer-answer">The customer’s answer</h2>
      <p>
        You asked: {answer.question}
        <br />
        {londonDateTime(answer.at)}, the customer answered: {answer.text}
      </p>
      {answer.files.length > 0 && (
        <ul>
          {answer.files.map((file) => (
            <li key={file.id}>
              <a href={`${OPS_API_PREFIX}${opsPath(opsPaths.document, { id: file.id })}`} download>
                {file.displayName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
