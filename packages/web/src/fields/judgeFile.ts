import { SIGNATURE_BYTES, uploadTypeOf } from '@portal/domain/rules/fileSignature';
import {
  checkUpload,
  fileTooLargeMessage,
  fileTypeMessage,
  MAX_UPLOAD_BYTES,
} from '@portal/domain/rules/upload';

export interface ChosenFile {
  name: string;
  size: number;
  /** The type its first bytes show: the same rule the server applies to what arrives. */
  type: string;
}

/**
 * A file judged the moment it is chosen: its size against the limit and its
 * type by its first bytes, not its name, with the spec's words naming the file and the limit.
 */
export async function judgeFile(
  file: File,
): Promise<{ ok: true; chosen: ChosenFile } | { ok: false; message: string }> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: fileTooLargeMessage(file.name) };
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const type = uploadTypeOf(head);
  if (!type) return { ok: false, message: fileTypeMessage(file.name) };
  const chosen = { name: file.name, size: file.size, type };
  // The name's extension too, as the rules on the answer will judge it.
  const message = checkUpload(chosen);
  return message ? { ok: false, message } : { ok: true, chosen };
}
