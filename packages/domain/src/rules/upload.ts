import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** Upload limits of request-journeys.md §5 / §9, shared by the file picker and the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
/** Browsers sometimes report no type at all, so an empty type defers to the extension. */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] as const;

export const uploadedFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The message for one file, or null when it may be uploaded. Type is judged before size. */
export function checkUpload(file: unknown): string | null {
  const parsed = uploadedFileSchema.safeParse(file);
  if (!parsed.success) return MESSAGES.fileType;
  const { name, size, type } = parsed.data;
  const extensionOk = (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name));
  const typeOk = !type || (UPLOAD_MIME_TYPES as readonly string[]).includes(type.toLowerCase());
  if (!extensionOk || !typeOk) return MESSAGES.fileType;
  return size > MAX_UPLOAD_BYTES ? MESSAGES.fileTooLarge : null;
}
