import styles from '../../design/field.module.css';
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
  const { id, question, onChange, onBlur, error, value } = props;
  const files = Array.isArray(value) ? (value as ChosenFile[]) : [];
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
        onChange={(event) =>
          onChange(
            Array.from(event.target.files ?? []).map((file) => ({
              name: file.name,
              size: file.size,
              type: file.type,
            })),
          )
        }
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
