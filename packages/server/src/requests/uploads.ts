import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { SIGNATURE_BYTES, uploadTypeOf } from '@portal/domain/rules/fileSignature';
import { MESSAGES } from '@portal/domain/rules/messages';
import { fileTooLargeMessage, fileTypeMessage, MAX_UPLOAD_BYTES } from '@portal/domain/rules/upload';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { controlCharacterAt } from '../plugins/controlCharacters.ts';

/** One received file, checked by its content; its bytes wait in a temporary file until the request is accepted. */
export interface Upload {
  /** The customer's file name, reduced to a harmless label (never used as a path). */
  displayName: string;
  documentType: string;
  /** The type its bytes show (magic numbers), not what the browser claimed. */
  contentType: string;
  sizeBytes: number;
  sha256: string;
  /** Where the bytes wait: a file the server named in its own temporary folder. */
  path: string;
}

/** Files of a multipart save, or the spec's message for the first one refused. */
export type UploadBatch = { ok: true; files: Upload[] } | { ok: false; message: string };

/** A multipart save: the request envelope (the JSON body's shape), its files, and how to clear them away. */
export interface MultipartSave {
  body: unknown;
  uploads: UploadBatch;
  /** Removes the temporary files (called once the answer is sent, whatever it was). */
  discard(): Promise<void>;
}

/** Why a multipart save stopped before any file was read: the robot check or the envelope failed. */
export class FilesNotAllowed extends Error {
  constructor(readonly body: unknown) {
    super('files refused before reading');
  }
}

/**
 * A control character in `fileMetadata`: read here, beside the body the edge check sees, and
 * stored with the file (Postgres refuses a NUL in text, which answered 500).
 */
export class ControlCharacterInPart extends Error {
  constructor(readonly field: string) {
    super(`control character in ${field}`);
  }
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

/** Enough of a file's start for every accepted type's signature. */
const SNIFF_BYTES = SIGNATURE_BYTES;

/**
 * Streams one file part to a temporary file, hashing and counting as it goes and judging its type
 * by the first bytes; nothing more than the sniffed head is ever held in memory.
 */
async function receiveFile(
  part: MultipartFile,
  folder: string,
): Promise<Omit<Upload, 'documentType'> | string> {
  const path = join(folder, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  await pipeline(part.file, meter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  const displayName = displayNameOf(part.filename);
  if (part.file.truncated || size > MAX_UPLOAD_BYTES) return fileTooLargeMessage(displayName);
  // The same signature rule the browser applied when the file was chosen.
  const detected = uploadTypeOf(head);
  if (!detected) return fileTypeMessage(displayName);
  return {
    displayName,
    contentType: detected,
    sizeBytes: size,
    sha256: hash.digest('hex'),
    path,
  };
}

/**
 * The `request` part's JSON: a plain field, a JSON blob (a file part with its own content type),
 * or a field typed `application/json`, which @fastify/multipart has already parsed into a value.
 */
async function envelopeOf(part: Multipart): Promise<unknown> {
  if (part.type === 'field') return fieldJson(part.value);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MULTIPART_LIMITS.fieldSize) throw new Error('request part too large');
    chunks.push(chunk);
  }
  return parseJson(Buffer.concat(chunks).toString('utf8'));
}

/** A field's JSON, whether sent as text or typed `application/json` (then already parsed). */
const fieldJson = (value: unknown): unknown => (typeof value === 'string' ? parseJson(value) : value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Reads a multipart save: the request envelope as the `request` part
 * (a field, or a JSON blob), `fileMetadata` with documentTypes, and `file1..n`. The envelope must
 * come first and pass `allowFiles` (the robot check) before any file is read; refused, nothing
 * more is read (FilesNotAllowed). Each file is streamed to a temporary file and judged by its
 * bytes; `discard` removes them all.
 */
export async function readMultipartSave(
  request: FastifyRequest,
  allowFiles: (body: unknown) => Promise<boolean>,
): Promise<MultipartSave> {
  let body: unknown;
  let allowed = false;
  let metadata: z.infer<typeof fileMetadata> = { documentTypes: [] };
  let refusal: string | undefined;
  const received: Omit<Upload, 'documentType'>[] = [];
  const folder = await mkdtemp(join(tmpdir(), 'portal-upload-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.fieldname === 'request') {
        body = await envelopeOf(part);
        allowed = await allowFiles(body);
        if (!allowed) throw new FilesNotAllowed(body);
      } else if (part.type === 'file') {
        if (!allowed) throw new FilesNotAllowed(body);
        const read = FILE_FIELD.test(part.fieldname) ? await receiveFile(part, folder) : MESSAGES.fileType;
        if (typeof read === 'string') {
          refusal ??= read;
          part.file.resume();
        } else received.push(read);
      } else if (part.fieldname === 'fileMetadata') {
        const value = fieldJson(part.value);
        if (controlCharacterAt(value)) throw new ControlCharacterInPart('fileMetadata');
        metadata = fileMetadata.safeParse(value).data ?? metadata;
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  if (refusal) return { body, uploads: { ok: false, message: refusal }, discard };
  const files = received.map((file, index) => ({
    ...file,
    documentType: metadata.documentTypes[index]?.documentType ?? '',
  }));
  return { body, uploads: { ok: true, files }, discard };
}

/**
 * At most this many multipart saves are read at once on an instance; more are answered 429
 * straight away, so a burst of large uploads cannot pile up disk and memory.
 */
export const MAX_CONCURRENT_UPLOADS = 8;

/** Every upload slot of this instance is in use: the save is answered 429 and nothing is read. */
export class UploadsBusy extends Error {}

export function uploadSlots(limit = MAX_CONCURRENT_UPLOADS) {
  let inUse = 0;
  return {
    take: () => {
      if (inUse >= limit) return false;
      inUse += 1;
      return true;
    },
    release: () => {
      inUse = Math.max(0, inUse - 1);
    },
    get inUse() {
      return inUse;
    },
  };
}
