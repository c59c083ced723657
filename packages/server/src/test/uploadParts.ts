import { demoYourDetails } from '@portal/demo-data/answers';

/** Test support: a real PDF of about `bytes` bytes (its signature, padding, the end marker), optionally carrying `inside`. */
export const pdf = (bytes: number, inside: Buffer = Buffer.alloc(0)) => {
  const head = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), inside]);
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);
};

/** A docupl save's envelope for demo policy 10000001 on Direct Line. */
export const docuplEnvelope = {
  brand: 'DIRECTLINE',
  product: 'PCW',
  answers: { ...demoYourDetails('10000001'), documentType: 'DRIVING_LICENCE' },
};

export type Part = { name: string; bytes: Buffer; type?: string };

/**
 * A multipart save exactly as a browser's FormData sends it: the envelope as a plain field or as
 * a JSON blob (or a JSON-typed field without a file name, as curl's `;type=application/json`
 * sends it), `fileMetadata`, then file1..n.
 */
export async function multipartSave(
  files: Part[],
  options: { request?: unknown; envelope?: 'field' | 'blob' | 'jsonField' } = {},
) {
  const request = JSON.stringify(options.request ?? docuplEnvelope);
  const form = new FormData();
  if (options.envelope === 'blob') form.append('request', new Blob([request], { type: 'application/json' }));
  else form.append('request', request);
  form.append(
    'fileMetadata',
    JSON.stringify({
      documentTypes: files.map((file) => ({ documentType: 'DRIVING_LICENCE', filename: file.name })),
    }),
  );
  files.forEach((file, index) => {
    form.append(
      `file${index + 1}`,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  });
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  let payload = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? '';
  if (options.envelope === 'jsonField') {
    // FormData cannot type a plain field; add the header a non-browser client sends.
    payload = Buffer.from(
      payload
        .toString('latin1')
        .replace(
          'Content-Disposition: form-data; name="request"\r\n',
          'Content-Disposition: form-data; name="request"\r\nContent-Type: application/json\r\n',
        ),
      'latin1',
    );
  }
  return { payload, contentType };
}
