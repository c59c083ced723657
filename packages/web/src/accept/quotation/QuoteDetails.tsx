import {
  ADMIN_FEE_LABEL,
  IPT_STATEMENT,
  quotationIntro,
  quoteDateRows,
  quotedAmountLabel,
  quoteWording,
} from '@portal/domain/accept/quoteCopy';
import type { FormCode } from '@portal/domain/formCodes';
import { formatPence } from '@portal/domain/money';
import type { QuoteDto, QuoteRecord } from '@portal/domain/quotes/quoteDto';
import { quoteDates, type SubjectRow } from '@portal/domain/quotes/subjectRows';
import { policyNumberShown } from '@portal/domain/rules/policyNumberShown';
import { useShell } from '../../shell/ShellContext.tsx';
import { AmountDue } from '../AmountDue.tsx';
import styles from '../accept.module.css';

/** A list of label/value rows, read as a description list. */
export function SummaryList({ rows }: { rows: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The brand either states the price includes IPT, or adds its administration fee (zero if absent). */
export function PriceNote({ dto }: { dto: QuoteDto }) {
  const { brandSettings } = useShell();
  if (brandSettings.fees.priceIncludesIpt) return <p>{IPT_STATEMENT}</p>;
  return <SummaryList rows={[{ label: ADMIN_FEE_LABEL, value: formatPence(dto.adminFee ?? 0) }]} />;
}

/** Intro, dates, what changes and what it costs. */
export function QuoteDetails({
  form,
  quote,
  dto,
  subject,
}: {
  form: FormCode;
  quote: QuoteRecord;
  dto: QuoteDto;
  subject: SubjectRow[];
}) {
  const { brand } = useShell();
  const wording = quoteWording(form);
  const rows = [
    { label: 'Policy number', value: policyNumberShown(brand, quote.policyNumber) },
    ...quoteDateRows(form, quoteDates(quote), 'quote'),
    ...subject,
  ];
  return (
    <>
      <p className={styles.lead}>{quotationIntro(form)}</p>
      <h2>{wording.heading}</h2>
      <SummaryList rows={rows} />
      <div className={styles.premium}>
        <p className={styles.premiumLabel}>{quotedAmountLabel(form, dto)}</p>
        <p className={styles.premiumAmount}>{formatPence(dto.totalPremiumChange)}</p>
      </div>
      <PriceNote dto={dto} />
      <AmountDue dto={dto} />
    </>
  );
}
