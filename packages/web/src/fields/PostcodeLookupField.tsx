import { MESSAGES } from '@portal/domain/rules/messages';
import { useEffect, useState } from 'react';
import { lookupAddresses } from '../api/calls/addressLookup.ts';
import { lookupHomeAddresses } from '../api/calls/triageAddresses.ts';
import { isApiFailure } from '../api/client.ts';
import { Button } from '../design/Button.tsx';
import styles from '../design/field.module.css';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, describedBy, errorId, type FieldProps, fieldId } from './fieldProps.ts';

/** One address found: the line stored as the answer, and its UPRN where the lookup gives one. */
type Found = { line: string; uprn?: string };
type Search = { state: 'idle' } | { state: 'loading' } | { state: 'found'; addresses: Found[] };

/** A home's new address keeps its UPRN, so the home lookup (with UPRNs) answers; others list lines. */
async function findAddresses(postcode: string, withUprn: boolean): Promise<Found[]> {
  if (!withUprn) return (await lookupAddresses(postcode)).map((line) => ({ line }));
  return (await lookupHomeAddresses(postcode)).map((found) => ({
    line: found.displayAddress,
    uprn: found.UPRN,
  }));
}

const MIN_SEARCH_CHARACTERS = 5;
const LOOKUP_ERRORS = new Set(['VALIDATION_ERROR', 'SEARCH_ERROR']);

/**
 * Postcode, Find your address, then a list of addresses:
 * idle → loading → found; a search is ignored while one runs; changing the postcode clears the
 * address and the results; a lookup the service cannot answer leaves manual entry open.
 */
export function PostcodeLookupField(props: FieldProps) {
  const { question, form, value, onChange, onBlur, error, answers, setAnswer, errorFor } = props;
  const navigate = useNavigateKeepingQuery();
  const lookup = question.lookup && 'addressField' in question.lookup ? question.lookup : undefined;
  const addressField = lookup?.addressField ?? 'address';
  const uprnField = lookup?.uprnField;
  /** Sets the address, and its UPRN (empty for an address typed by hand) where one is kept. */
  const setAddress = (line: string, uprn = '') => {
    setAnswer(addressField, line);
    if (uprnField) setAnswer(uprnField, uprn);
  };
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [searchError, setSearchError] = useState<string>();
  const [manual, setManual] = useState(false);
  const postcode = asText(value);
  const address = asText(answers[addressField]);
  const addressId = fieldId(addressField);
  const addressError = errorFor(addressField);

  // Until a search lists addresses (or the customer types one), a missing address is the
  // postcode's to explain: Next pressed after typing a postcode says to press Find your address.
  const awaitingSearch = search.state !== 'found' && !manual;
  const { rewordError } = props;
  useEffect(() => {
    rewordError?.(
      addressField,
      awaitingSearch ? { field: question.name, message: MESSAGES.findAddressFirst } : undefined,
    );
    return () => rewordError?.(addressField, undefined);
  }, [rewordError, addressField, awaitingSearch, question.name]);

  const find = async () => {
    if (search.state === 'loading') return;
    if (postcode.replace(/\s/g, '').length < MIN_SEARCH_CHARACTERS) {
      setSearchError('Postcode is invalid');
      return;
    }
    setSearch({ state: 'loading' });
    setSearchError(undefined);
    try {
      setSearch({ state: 'found', addresses: await findAddresses(postcode, uprnField !== undefined) });
    } catch (failure) {
      setSearch({ state: 'idle' });
      setAddress('');
      if (isApiFailure(failure) && LOOKUP_ERRORS.has(failure.errorCode)) setSearchError(failure.message);
      else if (isApiFailure(failure) && failure.errorCode === 'CONNECTION_ERROR') setManual(true);
      else navigate(`/${form}/request/error/`);
    }
  };

  return (
    <div className={styles.field}>
      <FieldFrame id={props.id} question={question} error={searchError ?? error}>
        <div className={styles.row}>
          <input
            id={props.id}
            name={question.name}
            className={styles.input}
            autoComplete="postal-code"
            value={postcode}
            aria-invalid={searchError || error ? true : undefined}
            aria-describedby={describedBy({ ...props, error: searchError ?? error })}
            onChange={(event) => {
              onChange(event.target.value.toUpperCase());
              setAddress('');
              setSearch({ state: 'idle' });
              setSearchError(undefined);
            }}
            onBlur={onBlur}
          />
          <Button variant="secondary" onPress={find} loading={search.state === 'loading'}>
            Find your address
          </Button>
        </div>
      </FieldFrame>
      {search.state === 'found' && !manual ? (
        <div className={addressError ? `${styles.field} ${styles.invalid}` : styles.field}>
          <label className={styles.label} htmlFor={addressId}>
            Address
          </label>
          {addressError ? (
            <p id={errorId(addressId)} className={styles.error}>
              {addressError}
            </p>
          ) : null}
          <select
            id={addressId}
            className={styles.select}
            value={address}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? errorId(addressId) : undefined}
            onChange={(event) =>
              setAddress(
                event.target.value,
                search.addresses.find((found) => found.line === event.target.value)?.uprn,
              )
            }
          >
            <option value="">Please select your address</option>
            {search.addresses.map(({ line }) => (
              <option key={line} value={line}>
                {line}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {manual ? (
        <div className={addressError ? `${styles.field} ${styles.invalid}` : styles.field}>
          <label className={styles.label} htmlFor={addressId}>
            Address
          </label>
          <p className={styles.hint}>First line of the address and the town, separated by a comma.</p>
          {addressError ? (
            <p id={errorId(addressId)} className={styles.error}>
              {addressError}
            </p>
          ) : null}
          <input
            id={addressId}
            className={styles.input}
            autoComplete="street-address"
            value={address}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? errorId(addressId) : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
        </div>
      ) : (
        <>
          {search.state !== 'found' && addressError ? (
            <p id={errorId(addressId)} className={styles.error}>
              {addressError}
            </p>
          ) : null}
          <button type="button" className={styles.linkButton} onClick={() => setManual(true)}>
            Enter your address manually
          </button>
        </>
      )}
    </div>
  );
}
