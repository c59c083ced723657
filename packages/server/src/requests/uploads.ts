import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { MESSAGES } from '@portal/domain/rules/messages';
import { MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES } from '@portal/domain/rules/upload';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';

/** One received file, checked by its content; its bytes are held until the request is accepted. */
export interface Upload {
  /** The customer's file name, reduced to a harmless label (never used as a path). */
  displayName: string;
  documentType: string;
  /** The type its bytes show (magic numbers), not what the browser claimed. */
  contentType: string;
  sizeBytes: number;
  sha256: string;
  bytes: Uint8Array;
}

/** Files of a multipart save, or the spec's message for the first one refused. */
export type UploadBatch = { ok: true; files: Upload[] } | { ok: false; message: string };

/** A multipart save: the request envelope (the JSON body's shape) and its files. */
export interface MultipartSave {
  body: unknown;
  uploads: UploadBatch;
}

export const MAX_FILES = 5;
export const MULTIPART_LIMITS = {
  // One byte over the limit, so an oversized file shows as truncated rather than exactly full.
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: MAX_FILES,
  fields: 4,
  fieldSize: 64 * 1024,
  parts: MAX_FILES + 4,
  headerPairs: 200,
};

const FILE_FIELD = /^file[1-9]\d?$/;
const fileMetadata = z.object({
  documentTypes: z
    .array(z.object({ documentType: z.string().max(40), filename: z.string().max(255) }))
    .max(MAX_FILES),
});

/** The last path segment, without control characters, at most 100 characters: shown, never opened. */
export function displayNameOf(clientName: string): string {
  const base = clientName.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-100);
  return clean === '' || clean === '.' || clean === '..' ? 'document' : clean;
}

async function readFile(part: MultipartFile): Promise<Omit<Upload, 'documentType'> | string> {
  const bytes = new Uint8Array(await part.toBuffer());
  if (part.file.truncated || bytes.length > MAX_UPLOAD_BYTES) return MESSAGES.fileTooLarge;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(UPLOAD_MIME_TYPES as readonly string[]).includes(detected.mime))
    return MESSAGES.fileType;
  return {
    displayName: displayNameOf(part.filename),
    contentType: detected.mime,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Reads a multipart save (request-journeys.md §7): `file1..n`, `fileMetadata` with
 * documentTypes, and the request envelope as the `request` field. Every file is read to the end
 * and judged by its bytes; nothing is written anywhere here.
 */
export async function readMultipartSave(request: FastifyRequest): Promise<MultipartSave> {
  let body: unknown;
  let metadata: z.infer<typeof fileMetadata> = { documentTypes: [] };
  let refusal: string | undefined;
  const received: Omit<Upload, 'documentType'>[] = [];
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      const read = FILE_FIELD.test(part.fieldname) ? await readFile(part) : MESSAGES.fileType;
      if (typeof read === 'string') refusal ??= read;
      else received.push(read);
      if (typeof read === 'string') part.file.resume();
    } else if (part.fieldname === 'request') body = parseJson(String(part.value));
    else if (part.fieldname === 'fileMetadata')
      metadata = fileMetadata.safeParse(parseJson(String(part.value))).data ?? metadata;
  }
  if (refusal) return { body, uploads: { ok: false, message: refusal } };
  const files = received.map((file, index) => ({
    ...file,
    documentType: metadata.documentTypes[index]?.documentType ?? '',
  }));
  return { body, uploads: { ok: true, files } };
}
