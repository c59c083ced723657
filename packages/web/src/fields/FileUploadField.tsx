import { formatFileSize } from '@portal/domain/rules/upload';
import { useEffect, useState } from 'react';
import styles from '../design/field.module.css';
import { chosenFiles } from './chosenFiles.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { describedBy, type FieldProps } from './fieldProps.ts';
import { type ChosenFile, judgeFile } from './judgeFile.ts';

export type { ChosenFile };

/**
 * Chosen files are judged as they are chosen (type by content, size against the limit) and
 * listed with their sizes; choosing again adds to the list and each file can be removed on its
 * own. Their names, sizes and types are the answer the rules judge; the bytes go with the
 * multipart save, where the server judges them again.
 */
export function FileUploadField(props: FieldProps) {
  const { id, form, question, onChange, onBlur, error, value } = props;
  const [refused, setRefused] = useState<string[]>([]);
  // Names in the answers without their bytes in memory (after a reload) must be chosen again.
  const held = chosenFiles.get(form, question.name);
  const files = Array.isArray(value) && held.length === value.length ? (value as ChosenFile[]) : [];
  const keep = (nextFiles: File[], described: ChosenFile[]) => {
    chosenFiles.set(form, question.name, nextFiles);
    onChange(described);
  };
  const add = async (picked: File[]) => {
    const judged = await Promise.all(picked.map(async (file) => ({ file, outcome: await judgeFile(file) })));
    const heldFiles = files.length > 0 ? held : [];
    const fresh = judged.filter(
      ({ file, outcome }) =>
        outcome.ok && !heldFiles.some((one) => one.name === file.name && one.size === file.size),
    );
    keep(
      [...heldFiles, ...fresh.map(({ file }) => file)],
      [...files, ...fresh.flatMap(({ outcome }) => (outcome.ok ? [outcome.chosen] : []))],
    );
    setRefused(judged.flatMap(({ outcome }) => (outcome.ok ? [] : [outcome.message])));
    onBlur();
  };
  // Every file chosen was refused: that refusal is what "nothing to upload" means, so it stands in
  // for "Please choose a file to upload", in the summary and at the field, rather than beside it.
  const onlyRefused = refused.length > 0 && files.length === 0;
  const { rewordError } = props;
  const refusal = refused.join(' ');
  useEffect(() => {
    rewordError?.(question.name, onlyRefused ? { field: question.name, message: refusal } : undefined);
    return () => rewordError?.(question.name, undefined);
  }, [rewordError, question.name, onlyRefused, refusal]);
  const remove = (index: number) => {
    keep(
      held.filter((_, at) => at !== index),
      files.filter((_, at) => at !== index),
    );
    setRefused([]);
  };
  return (
    // The refusal listed below is the field's message then: the same words are not said twice.
    <FieldFrame id={id} question={question} error={onlyRefused ? undefined : error}>
      {refused.length > 0 ? (
        <ul className={styles.error} role="alert" id={`${id}-refused`}>
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Files chosen" className={styles.options}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name} ({formatFileSize(file.size)}){' '}
              <button type="button" onClick={() => remove(index)} aria-label={`Remove ${file.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="file"
        multiple
        accept=".pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif"
        className={styles.input}
        aria-invalid={error || refused.length > 0 ? true : undefined}
        aria-describedby={
          [
            describedBy({ ...props, error: onlyRefused ? undefined : error }),
            refused.length > 0 ? `${id}-refused` : undefined,
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again after removing it is a change too.
          event.target.value = '';
          if (picked.length > 0) void add(picked);
        }}
      />
    </FieldFrame>
  );
}
