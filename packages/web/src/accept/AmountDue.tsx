import { formatPence } from '@portal/domain/money';
import { amountDueNow, settlementNote, TOTAL_DUE_LABEL } from '@portal/domain/quotes/amountDue';
import type { QuoteDto } from '@portal/domain/quotes/quoteDto';
import styles from './accept.module.css';

/**
 * The total taken now and how the rest of the money moves (a refund, the Direct Debit, the
 * monthly payments), so no page asks for a decision or a card without saying what it costs.
 */
export function AmountDue({ dto, note = true }: { dto: QuoteDto; note?: boolean }) {
  return (
    <div className={styles.total}>
      <p className={styles.premiumLabel}>{TOTAL_DUE_LABEL}</p>
      <p className={styles.premiumAmount}>{formatPence(amountDueNow(dto))}</p>
      {note && <p className={styles.totalNote}>{settlementNote(dto)}</p>}
    </div>
  );
}

/**
 * The amount-due box's place while the quote is not yet read (card payment's frame, drawn by the
 * server): the same box, its figure left empty until the browser fills it in.
 */
export function AmountDueFrame() {
  return (
    <div className={styles.total}>
      <p className={styles.premiumLabel}>{TOTAL_DUE_LABEL}</p>
      <p className={styles.premiumAmount} aria-hidden="true">
        {'\u00a0'}
      </p>
    </div>
  );
}
