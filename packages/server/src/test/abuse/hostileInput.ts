import fc from 'fast-check';

/** Numbers as text, weighted to the edges: ids and years past what a database column holds. */
export const numericText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '0x10',
    '1e3',
    '2147483647',
    '2147483648',
    '99999999999999',
    '9223372036854775808',
  ),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
);

/** Keys that poison a prototype when code copies objects carelessly. */
const POISON_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'then'];

/** Strings people and scripts actually send: empty, huge, unicode, control, injection, numeric. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  numericText,
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\u202Etxt.exe',
    '😀'.repeat(50),
    "' OR 1=1 --",
    '"; DROP TABLE requests; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, literal on purpose
    '${jndi:ldap://x}',
    'NaN',
    '-1',
    '1e309',
    '99999999999999999999',
    '2147483648',
    'null',
    'true',
    '[]',
    '{}',
    ...POISON_KEYS,
  ),
  fc.integer({ min: 1, max: 100_000 }).map((length) => 'A'.repeat(length)),
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...POISON_KEYS), hostileString);

/** Any JSON value, nested deep or wide, with poisoned keys and wrong types everywhere. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, 2 ** 31),
    hostileString,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** JSON text nested thousands deep (kept as text: the value itself would overflow any printer). */
export const deeplyNestedJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 500, max: 5_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
  .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`);

/** A valid body with one field swapped for something hostile: reaches past the outer shape checks. */
export function poisonedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  return fc
    .tuple(fc.constantFrom(...keys, ...POISON_KEYS), hostileJson)
    .map(([key, value]) => JSON.parse(JSON.stringify({ ...valid, [key]: value })));
}

/** Header values an HTTP client can send (visible ASCII and Latin-1), up to very long. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
  fc.integer({ min: 1, max: 16_000 }).map((length) => 'z'.repeat(length)),
  fc.constantFrom(
    '',
    'null',
    'undefined',
    '__proto__',
    'Bearer x',
    '../..',
    'application/json; charset=utf-7',
  ),
);

/** Headers the server reads, each given a hostile value or left out. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-auth-token': headerValue,
    'x-mta-quote-token': headerValue,
    'x-mta-prepop-token': headerValue,
    'x-request-id': headerValue,
    'x-forwarded-for': headerValue,
    host: fc.oneof(
      headerValue,
      fc.constantFrom('greenflag.localhost:3000', 'privilege.localhost', 'evil.example', ':99999'),
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '*/*',
      '',
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', ''),
  },
  { requiredKeys: [] },
);
