import { referralPriceSchema } from '@portal/domain/api/opsConsole';
import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { type PricePreviewView, pricePreviewResponse } from '@portal/domain/api/opsResponses';
import { formatLongDate } from '@portal/domain/dates';
import { formatPence } from '@portal/domain/money';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiFailure } from '../api/client.ts';
import styles from './ops.module.css';
import { failureMessage, opsPost } from './opsApi.ts';

type Values = { premiumChange: string; newAnnualPremium: string; reason: string };
type FieldName = keyof Values;
const EMPTY: Values = { premiumChange: '', newAnnualPremium: '', reason: '' };
const ORDER: FieldName[] = ['premiumChange', 'newAnnualPremium', 'reason'];

interface Props {
  reference: string;
  /** Another staff member owns the request: pricing it takes it over, which must be meant. */
  ownerName: string | null;
  onDone: (message: string) => void;
}

/**
 * A supervisor prices a referral in two looks: the price is checked (by the same rules as the
 * server) and shown as the quote the customer will get, then sent. Each error sits beside its
 * field, and focus goes to the first field at fault.
 */
export function ReferralPricing({ reference, ownerName, onDone }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const [preview, setPreview] = useState<PricePreviewView | null>(null);
  const [busy, setBusy] = useState(false);
  const [takeOver, setTakeOver] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const reviewHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const first = ORDER.find((name) => errors[name]);
    if (first) inputs.current[first]?.focus();
  }, [errors]);
  useEffect(() => {
    if (preview) reviewHeading.current?.focus();
  }, [preview]);

  const body = () => ({ ...values, reason: values.reason || undefined, ...(takeOver ? { takeOver } : {}) });
  const call = async (path: typeof opsPaths.requestPricePreview | typeof opsPaths.requestPrice) => {
    setBusy(true);
    setFailure('');
    try {
      // Sending answers a sentence alone; the look before it answers the preview too.
      const schema =
        path === opsPaths.requestPrice
          ? pricePreviewResponse.partial({ preview: true })
          : pricePreviewResponse;
      return await opsPost(opsPath(path, { reference }), schema, body());
    } catch (caught) {
      setPreview(null);
      if (isApiFailure(caught) && caught.fields?.length)
        setErrors(Object.fromEntries(caught.fields.map(({ field, message }) => [field, message])));
      else setFailure(failureMessage(caught, 'Something went wrong. Try again.'));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = referralPriceSchema.safeParse(body());
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(
          [...parsed.error.issues].reverse().map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
    setErrors({});
    const answer = await call(opsPaths.requestPricePreview);
    if (answer?.preview) setPreview(answer.preview);
  };
  const send = async () => {
    const answer = await call(opsPaths.requestPrice);
    if (answer) onDone(answer.message);
  };

  const field = (name: FieldName, label: string, hint?: string) => {
    const error = errors[name];
    const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ');
    const remember = (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[name] = node;
    };
    const common = {
      id: name,
      name,
      value: values[name],
      required: name !== 'reason',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={name}>{label}</label>
        {hint && (
          <p id={`${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${name}-error`} className={styles.fieldError}>
            <span className={styles.visuallyHidden}>Error: </span>
            {error}
          </p>
        )}
        {name === 'reason' ? (
          <textarea {...common} rows={2} ref={remember} />
        ) : (
          <input {...common} inputMode="decimal" ref={remember} />
        )}
      </div>
    );
  };

  if (preview)
    return (
      <section className={styles.form} aria-labelledby="price-review">
        <h3 id="price-review" tabIndex={-1} ref={reviewHeading}>
          Check the quote before it is sent
        </h3>
        <p>The customer will get this quote by email, with a link to accept it.</p>
        <dl className={styles.facts}>
          <dt>Change starts</dt>
          <dd>{formatLongDate(preview.effectiveDate)}</dd>
          <dt>Change for the rest of this term</dt>
          <dd>{formatPence(preview.premiumChangePence)}</dd>
          <dt>New annual premium</dt>
          <dd>{formatPence(preview.newAnnualPremiumPence)}</dd>
          <dt>Admin fee</dt>
          <dd>{formatPence(preview.adminFeePence)}</dd>
          <dt>What the customer is told</dt>
          <dd>{preview.settlement}</dd>
          {values.reason && (
            <>
              <dt>Reason for the reduction</dt>
              <dd>{values.reason}</dd>
            </>
          )}
        </dl>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.inline}>
          <button type="button" className={styles.button} disabled={busy} onClick={send}>
            Send this quote to the customer
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => setPreview(null)}>
            Change the price
          </button>
        </div>
      </section>
    );

  return (
    <form className={styles.form} onSubmit={check} noValidate>
      <h3>Price this referral by hand</h3>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      {field(
        'premiumChange',
        'Premium change for the rest of this term (£)',
        'The difference in annual premium for the days left of this term. A minus sign for a reduction.',
      )}
      {field('newAnnualPremium', 'New annual premium (£)')}
      {field('reason', 'Reason for a reduction', 'Needed when the change reduces the premium.')}
      {ownerName && (
        <div className={styles.checkbox}>
          <input
            id="take-over-price"
            type="checkbox"
            checked={takeOver}
            onChange={(event) => setTakeOver(event.target.checked)}
          />
          <label htmlFor="take-over-price">I am taking this request over from {ownerName}</label>
        </div>
      )}
      <div>
        <button type="submit" className={styles.button} disabled={busy}>
          Check the quote
        </button>
      </div>
    </form>
  );
}
