import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { FileStore } from './fileStore.ts';
import { folderFileStore } from './folderFileStore.ts';
import { s3FileStore } from './s3FileStore.ts';

/** The bucket when one is configured, else a folder beside the database (a temporary one when it lives in memory). */
export function configuredFileStore(config: Config): FileStore {
  if (config.S3_BUCKET)
    return s3FileStore({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT, region: config.S3_REGION });
  const folder =
    config.UPLOAD_DIR ??
    (config.DATA_DIR.startsWith('memory://')
      ? mkdtempSync(join(tmpdir(), 'portal-uploads-'))
      : join(config.DATA_DIR, 'uploads'));
  return folderFileStore(folder);
}
