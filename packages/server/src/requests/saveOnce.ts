import { ERROR_CODES } from '@portal/domain/errors';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { saveIdempotency } from '../db/schema/requests.ts';
import { withIdempotency } from '../idempotency/idempotency.ts';
import { pgIdempotencyStore } from '../idempotency/pgIdempotencyStore.ts';
import type { RequestService, SaveInput, SaveOutcome } from './requestService.ts';

/** A stored answer read back is checked like any input before it is replayed. */
const storedOutcome = z.union([
  z.object({ ok: z.literal(true), reference: z.string() }),
  z.object({
    ok: z.literal(false),
    errorCode: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
]) as unknown as z.ZodType<SaveOutcome>;

const REFUSALS = {
  mismatch: { errorCode: 'IDEMPOTENCY_KEY_REUSED', message: ERROR_CODES.IDEMPOTENCY_KEY_REUSED },
  inProgress: { errorCode: 'REQUEST_IN_PROGRESS', message: ERROR_CODES.REQUEST_IN_PROGRESS },
};

export type SaveOnceOutcome =
  | SaveOutcome
  | { ok: false; errorCode: 'IDEMPOTENCY_KEY_REUSED' | 'REQUEST_IN_PROGRESS' };

/**
 * Saves with an Idempotency-Key (Stripe's rules): the first answer for a session's key is stored
 * and replayed for the same form and body — so a retried or doubled submit makes one request and
 * one email — and the same key with other answers is refused. Without a key, it simply saves.
 */
export function saveOnce(db: Db, requests: RequestService) {
  const store = pgIdempotencyStore(db, saveIdempotency);
  return async (input: SaveInput & { key: string | undefined }): Promise<SaveOnceOutcome> => {
    const { key, ...save } = input;
    if (!key) return requests.save(save);
    // The same key with other files is another request: files count by their content.
    const files = save.uploads?.ok ? save.uploads.files.map((file) => file.sha256) : save.uploads?.message;
    const outcome = await withIdempotency(
      store,
      `${save.session.tokenHash}:${key}`,
      { form: save.form, callName: save.callName, body: save.body, files },
      storedOutcome,
      () => requests.save(save),
      { refusals: REFUSALS },
    );
    if (outcome.ok) return outcome.value;
    return {
      ok: false,
      errorCode: outcome.error.errorCode as 'IDEMPOTENCY_KEY_REUSED' | 'REQUEST_IN_PROGRESS',
    };
  };
}
export type SaveOnce = ReturnType<typeof saveOnce>;
