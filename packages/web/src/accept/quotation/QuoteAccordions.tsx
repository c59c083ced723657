import {
  BREAKDOWN_LABELS,
  breakdownTotalLabel,
  EXCESS_MODAL,
  formatExcessPence,
} from '@portal/domain/accept/quoteCopy';
import { formatPence } from '@portal/domain/money';
import type { QuoteDto } from '@portal/domain/quotes/quoteDto';
import { InfoModal } from '../../design/InfoModal.tsx';
import styles from '../accept.module.css';
import { SummaryList } from './QuoteDetails.tsx';

/**
 * The premium breakdown (only with a linked rescue product) and the excess per driver, as
 * native disclosure widgets: keyboard and screen readers know them without any script.
 */
export function QuoteAccordions({ dto }: { dto: QuoteDto }) {
  return (
    <div className={styles.accordions}>
      {dto.linkedRescueFlag && (
        <details className={styles.accordion}>
          <summary>Breakdown of premium change</summary>
          <div className={styles.accordionBody}>
            <SummaryList
              rows={[
                { label: BREAKDOWN_LABELS.car, value: formatPence(dto.carPolicyPremiumChange) },
                { label: BREAKDOWN_LABELS.rescue, value: formatPence(dto.linkedRescuePremiumChange) },
                { label: breakdownTotalLabel(dto), value: formatPence(dto.totalPremiumChange) },
              ]}
            />
          </div>
        </details>
      )}
      {/* Breakdown cover has no excess: no accordion promises one. */}
      {dto.policyExcesses.length > 0 && (
        <details className={styles.accordion}>
          <summary>Policy excess</summary>
          <div className={styles.accordionBody}>
            {dto.policyExcesses.map((excess) => (
              <div className={styles.driver} key={excess.fullName}>
                <h3>{excess.fullName}</h3>
                <SummaryList
                  rows={[
                    { label: 'Voluntary excess', value: formatExcessPence(excess.voluntary) },
                    { label: 'Compulsory excess', value: formatExcessPence(excess.compulsory) },
                    { label: 'Total excess', value: formatExcessPence(excess.total) },
                  ]}
                />
              </div>
            ))}
            <InfoModal trigger={EXCESS_MODAL.trigger} title={EXCESS_MODAL.title}>
              <p>{EXCESS_MODAL.body}</p>
            </InfoModal>
          </div>
        </details>
      )}
    </div>
  );
}
