import styles from '../../design/field.module.css';
import { chosenFiles } from './chosenFiles.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { describedBy, type FieldProps } from './fieldProps.ts';

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/**
 * Chosen files' names, sizes and types are the answer the rules judge (type and 5 MB limit);
 * the bytes themselves go with the multipart save.
 */
export function FileUploadField(props: FieldProps) {
  const { id, form, question, onChange, onBlur, error, value } = props;
  // Names in the answers without their bytes in memory (after a reload) must be chosen again.
  const held = chosenFiles.get(form, question.name);
  const files = Array.isArray(value) && held.length > 0 ? (value as ChosenFile[]) : [];
  return (
    <FieldFrame id={id} question={question} error={error}>
      <input
        id={id}
        type="file"
        multiple
        accept=".pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          chosenFiles.set(form, question.name, picked);
          onChange(picked.map((file) => ({ name: file.name, size: file.size, type: file.type })));
        }}
        onBlur={onBlur}
      />
      {files.length > 0 ? (
        <ul>
          {files.map((file) => (
            <li key={file.name}>{file.name}</li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
