import { describe, expect, it } from 'vitest';
import { databaseNeverReached, databaseUnreachable, whileDatabaseDown } from './databaseUnreachable.ts';

const coded = (code: string) => Object.assign(new Error(code), { code });
/** As Drizzle throws: its own error, the driver's as `cause`. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: begin'), { cause });

describe('telling a database that cannot be reached from other failures', () => {
  it('repeats work only where nothing was sent, and answers 503 for a lost connection too', () => {
    for (const error of [coded('ECONNREFUSED'), wrapped(coded('57P03'))]) {
      expect(databaseNeverReached(error)).toBe(true);
      expect(databaseUnreachable(error)).toBe(true);
    }
    for (const error of [
      wrapped(coded('57P01')),
      new Error('Connection terminated unexpectedly'),
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ]) {
      expect(databaseNeverReached(error)).toBe(false);
      expect(databaseUnreachable(error)).toBe(true);
    }
    for (const error of [coded('23505'), new Error('boom'), undefined, 'text'])
      expect(databaseUnreachable(error)).toBe(false);
  });

  it('does work again while the database refuses connections, and gives up on anything else', async () => {
    let calls = 0;
    const done = await whileDatabaseDown(async () => {
      if (++calls < 3) throw coded('ECONNREFUSED');
      return 'stored';
    });
    expect([done, calls]).toEqual(['stored', 3]);
    calls = 0;
    await expect(
      whileDatabaseDown(async () => {
        calls++;
        throw wrapped(coded('57P01'));
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
    await expect(whileDatabaseDown(() => Promise.reject(coded('ECONNREFUSED')), 150)).rejects.toThrow();
  });
});
