import { apiPaths } from '@portal/domain/api/paths';
import { IDEMPOTENCY_HEADER, type SaveRequest, saveResponse } from '@portal/domain/api/save';
import type { FormCode } from '@portal/domain/formCodes';
import { apiSaveCode } from '@portal/domain/forms';
import { useMutation } from '@tanstack/react-query';
import { type ApiFailure, apiRequest } from '../client.ts';

/**
 * A save with documents is multipart: the same envelope as the `request`
 * field, `fileMetadata` with each file's documentType and filename, and the files as file1..n.
 */
function multipartBody(body: SaveRequest, files: readonly File[]): FormData {
  const form = new FormData();
  const documentType = typeof body.answers.documentType === 'string' ? body.answers.documentType : '';
  form.append('request', JSON.stringify(body));
  form.append(
    'fileMetadata',
    JSON.stringify({ documentTypes: files.map((file) => ({ documentType, filename: file.name })) }),
  );
  files.forEach((file, index) => {
    form.append(`file${index + 1}`, file, file.name);
  });
  return form;
}

/**
 * POST {form}/save under the name the form picks: Greenflag's gcoa and gcov, the document
 * services' edocs-* and dl4b-docreq.
 */
export const saveRequestToServer = (
  form: FormCode,
  body: SaveRequest,
  key?: string,
  files: readonly File[] = [],
) =>
  apiRequest({
    method: 'POST',
    path: apiPaths.save(apiSaveCode(form, { ...body, policyNumber: body.answers.policyNumber })),
    schema: saveResponse,
    body: files.length > 0 ? multipartBody(body, files) : body,
    ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
  });

/** A fresh key for one review-page submit: 128 random bits, base64url. */
export const newSubmitKey = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

interface Submit {
  body: SaveRequest;
  /** Documents picked on the form (docupl), sent with the answers. */
  files?: readonly File[];
  /** Kept across the retries below, so a save that did arrive is answered again, not made twice. */
  key: string;
}

/** Failures worth sending again: the transport or the server, never a refusal of what was sent. */
const RETRIED = new Set(['CONNECTION_ERROR', 'SERVER_ERROR']);

/** POST {form}/save, retried twice when the connection or server failed. */
export function useSave(form: FormCode) {
  return useMutation<string[], ApiFailure, Submit>(saveMutation(form));
}

/** The mutation's options, apart from React, so a test can drive its retries. */
export const saveMutation = (form: FormCode) => ({
  mutationFn: ({ body, key, files }: Submit) => saveRequestToServer(form, body, key, files),
  retry: (failures: number, error: ApiFailure) => failures < 2 && RETRIED.has(error.errorCode),
});
