import type { UPLOAD_MIME_TYPES } from './upload.ts';

type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];

/**
 * The signatures (magic numbers) of the types we accept, checked against a file's first bytes.
 * The browser checks a chosen file with this and the server checks what arrives with it, so a
 * renamed program is refused the moment it is chosen and again if it is sent anyway.
 */
const SIGNATURES: readonly { mime: UploadMime; bytes: readonly number[] }[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/** How many leading bytes the check needs. */
export const SIGNATURE_BYTES = 8;

/** The accepted type a file's first bytes show, or null when they show none of them. */
export function uploadTypeOf(head: Uint8Array): UploadMime | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.mime ?? null;
}
