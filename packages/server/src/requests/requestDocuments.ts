import { readFile } from 'node:fs/promises';
import type { FieldError } from '@portal/domain/errors';
import type { Journey } from '@portal/domain/journeys/journey';
import { questionSteps } from '@portal/domain/journeys/steps';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import type { InsertStep } from '../db/oneStatement.ts';
import { requestDocuments } from '../db/schema/requests.ts';
import { type FileStore, newStorageKey } from '../files/fileStore.ts';
import type { Upload, UploadBatch } from './uploads.ts';

type Answers = Record<string, unknown>;

/** The journey's file question (docupl's documents), if it has one. */
const fileQuestion = (journey: Journey) =>
  questionSteps(journey)
    .flatMap((step) => step.questions)
    .find((question) => question.kind === 'fileUpload');

/**
 * The answers as the server judges them: the file question's answer is replaced by what actually
 * arrived (names, sizes and types read from the bytes), so a JSON save claiming documents has none.
 */
export function answersWithUploads(
  journey: Journey,
  answers: Answers,
  uploads: UploadBatch | undefined,
): { ok: true; answers: Answers; files: Upload[] } | { ok: false; error: FieldError } {
  const question = fileQuestion(journey);
  if (!question) {
    if (uploads) return { ok: false, error: { field: 'file1', message: 'This request does not take files' } };
    return { ok: true, answers, files: [] };
  }
  if (uploads && !uploads.ok) return { ok: false, error: { field: question.name, message: uploads.message } };
  const files = uploads?.ok ? uploads.files : [];
  const received = files.map((file) => ({
    name: file.displayName,
    size: file.sizeBytes,
    type: file.contentType,
  }));
  // The document type chosen on the page applies to files sent without their own.
  const documentType = typeof answers.documentType === 'string' ? answers.documentType : 'OTHER';
  return {
    ok: true,
    answers: { ...answers, [question.name]: received },
    files: files.map((file) => ({ ...file, documentType: file.documentType || documentType })),
  };
}

/** Writes the files under fresh keys; `keepIfCommitted` removes them again if the save fails. */
export async function storeUploads(store: FileStore, files: readonly Upload[], now: Date) {
  const written: { key: string; file: Upload }[] = [];
  const removeAll = () => Promise.allSettled(written.map(({ key }) => store.remove(key)));
  try {
    for (const file of files) {
      const key = newStorageKey(now);
      // Read from its temporary file only now, once the request has been accepted.
      await store.put(key, new Uint8Array(await readFile(file.path)), file.contentType);
      written.push({ key, file });
    }
  } catch (error) {
    await removeAll();
    throw error;
  }
  return {
    /** The rows of the files written, as a step of the request's statement (db/oneStatement.ts). */
    inserts(db: DbOrTx, requestId: SQL, answerEventId?: SQL): InsertStep[] {
      if (written.length === 0) return [];
      const rows = written.map(({ key, file }) => ({
        requestId,
        documentType: file.documentType,
        displayName: file.displayName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storageKey: key,
        ...(answerEventId ? { answerEventId } : {}),
        createdAt: now,
      }));
      return [{ name: 'documents', insert: db.insert(requestDocuments).values(rows) }];
    },
    async keepIfCommitted<T>(commit: () => Promise<T>): Promise<T> {
      try {
        return await commit();
      } catch (error) {
        await removeAll();
        throw error;
      }
    },
  };
}
