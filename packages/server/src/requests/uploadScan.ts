import { MESSAGES } from '@portal/domain/rules/messages';
import { sha256 } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import type { VirusScanner } from '../files/clamdScanner.ts';
import { audit } from '../ops/audit.ts';
import type { UploadBatch } from './uploads.ts';

/** Who sent the files, for the staff record of an infected one (hashed as identity failures are). */
export interface UploadSender {
  callName: string;
  brand: string;
  sessionHash: string;
  client: string;
}

/** The audit log's actor for what the portal refused on its own, with no staff member behind it. */
export const VIRUS_SCAN_ACTOR = { id: null, email: 'virus-scan' } as const;
export const INFECTED_UPLOAD_ACTION = 'upload.infected';

/**
 * Every received file is scanned before anything is kept. An infected file refuses the whole
 * save with the one upload message customers are shown for a refused file and is recorded in the audit log for staff; its bytes are never stored. A scan
 * that cannot give a verdict throws ScannerUnavailable: the caller fails closed. Without a
 * scanner (development, or production with UNSCANNED_UPLOADS=accept) files pass unscanned.
 */
export function createUploadScan(db: Db, clock: () => Date, scanner: VirusScanner | undefined) {
  return {
    scanning: scanner !== undefined,
    async check(batch: UploadBatch, sender: UploadSender): Promise<UploadBatch> {
      if (!scanner || !batch.ok) return batch;
      for (const file of batch.files) {
        const verdict = await scanner.scanFile(file.path);
        if (verdict.clean) continue;
        await audit(
          db,
          VIRUS_SCAN_ACTOR,
          {
            action: INFECTED_UPLOAD_ACTION,
            subject: sender.callName,
            detail: {
              signature: verdict.signature,
              fileName: file.displayName,
              contentType: file.contentType,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
              brand: sender.brand,
              sessionHash: sender.sessionHash,
              clientHash: sha256(`client:${sender.client}`),
            },
          },
          clock(),
        );
        return { ok: false, message: MESSAGES.fileType };
      }
      return batch;
    },
  };
}
export type UploadScan = ReturnType<typeof createUploadScan>;
