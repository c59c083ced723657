import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, type FileStore } from './fileStore.ts';

/** Files in a folder on this machine (the default: `<DATA_DIR>/uploads`). */
export function folderFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // `wx`: a key is written once; an existing file is never overwritten.
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
