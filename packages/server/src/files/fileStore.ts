/**
 * Where uploaded documents' bytes live, behind one small interface: a folder under the data
 * directory by default, an S3-compatible bucket when configured. Keys are always chosen by the
 * server (`newStorageKey`), never taken from a customer's file name.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

/** Keys are a random UUID under a date folder: nothing a client sends can reach the path. */
const KEY_PATTERN = /^\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}$/;

export const newStorageKey = (now: Date): string =>
  `${now.toISOString().slice(0, 10)}/${crypto.randomUUID()}`;

/** A key the server could have made; anything else is refused before it touches a path or bucket. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('Refused a file store key the server did not make');
  return key;
}
