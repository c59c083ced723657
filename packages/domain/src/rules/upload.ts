// zod/mini: the rule checker (check.ts) imports this, and the journeys that load it must not
// bring classic zod with them (bench/README.md, journey chunks).
import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';

/** Upload limits, shared by the file picker and the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
/** Browsers sometimes report no type at all, so an empty type defers to the extension. */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] as const;

export const uploadedFileSchema = z.object({
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  type: z.optional(z.string()),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** "5 MB per file": the limit in the customer's words, from the limit itself. */
export const UPLOAD_LIMIT_TEXT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB per file`;

/**
 * The spec's words, saying which file and what limit:
 * "big.pdf: Maximum file size exceeded (5 MB per file)".
 */
export const fileTooLargeMessage = (name: string): string =>
  `${name}: ${MESSAGES.fileTooLarge} (${UPLOAD_LIMIT_TEXT})`;
export const fileTypeMessage = (name: string): string => `${name}: ${MESSAGES.fileType}`;

/** The message for one file, or null when it may be uploaded. Type is judged before size. */
export function checkUpload(file: unknown): string | null {
  const parsed = uploadedFileSchema.safeParse(file);
  if (!parsed.success) return MESSAGES.fileType;
  const { name, size, type } = parsed.data;
  const extensionOk = (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name));
  const typeOk = !type || (UPLOAD_MIME_TYPES as readonly string[]).includes(type.toLowerCase());
  if (!extensionOk || !typeOk) return fileTypeMessage(name);
  return size > MAX_UPLOAD_BYTES ? fileTooLargeMessage(name) : null;
}

/** "2.4 MB", "340 KB": a chosen file's size as the list shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
