import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { connect, type Socket } from 'node:net';

/** What clamd said of one file: clean, or the signature it matched. */
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** Reads a file's bytes and tells whether they carry malware; throws ScannerUnavailable when it cannot tell. */
export interface VirusScanner {
  scanFile(path: string): Promise<ScanVerdict>;
}

/**
 * The scanner could not give a verdict (refused connection, timeout, an error reply): the caller
 * must fail closed, keeping nothing it could not scan, and may try again later.
 */
export class ScannerUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`virus scanner unavailable: ${reason}`, options);
  }
}

export type ClamdAddress = { socket: string } | { host: string; port: number };

export interface ClamdOptions {
  address: ClamdAddress;
  /** The whole scan (connect, send, verdict) must finish within this. */
  timeoutMs: number;
}

/** clamd's own default StreamMaxLength is 25 MB; our uploads stop at 5 MB, so chunks of 64 KB suffice. */
const CHUNK_BYTES = 64 * 1024;

/**
 * clamd's INSTREAM command (clamd(8)): `zINSTREAM\0`, then chunks each led by its length as a
 * 4-byte big-endian number, a zero length to end, and one NUL-terminated reply —
 * `stream: OK`, `stream: <signature> FOUND`, or `... ERROR`. Small enough to speak directly,
 * which keeps back-pressure, the timeout and fail-closed handling in our hands.
 */
export function clamdScanner(options: ClamdOptions): VirusScanner {
  return {
    async scanFile(path) {
      const socket = connectTo(options.address);
      socket.setTimeout(options.timeoutMs);
      const reply = collectReply(socket, options.timeoutMs);
      // The reply may fail (timeout, refused) while the file is still being sent: the race below
      // takes that failure, so it is never left unhandled.
      reply.catch(() => {});
      const send = async () => {
        await once(socket, 'connect');
        await write(socket, Buffer.from('zINSTREAM\0'));
        for await (const chunk of createReadStream(path, {
          highWaterMark: CHUNK_BYTES,
        }) as AsyncIterable<Buffer>) {
          const length = Buffer.alloc(4);
          length.writeUInt32BE(chunk.length);
          await write(socket, Buffer.concat([length, chunk]));
        }
        await write(socket, Buffer.alloc(4));
        return reply;
      };
      const sending = send();
      sending.catch(() => {});
      try {
        // clamd may answer (an error) before the file is sent: whichever comes first decides.
        return verdictOf(await Promise.race([sending, reply]));
      } catch (error) {
        if (error instanceof ScannerUnavailable) throw error;
        throw new ScannerUnavailable((error as Error).message, { cause: error });
      } finally {
        socket.destroy();
      }
    },
  };
}

export function connectTo(address: ClamdAddress): Socket {
  return 'socket' in address
    ? connect({ path: address.socket })
    : connect({ host: address.host, port: address.port });
}

/** Writes with back-pressure: waits for the socket to drain rather than queueing a whole file. */
async function write(socket: Socket, bytes: Buffer): Promise<void> {
  if (socket.destroyed) throw new ScannerUnavailable('connection closed');
  if (!socket.write(bytes)) await Promise.race([once(socket, 'drain'), once(socket, 'close')]);
}

/** Everything clamd sends until its NUL (or until it closes), failing on error, close without reply or timeout. */
function collectReply(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\0');
      if (end >= 0 || text.length > 0) resolve((end >= 0 ? text.slice(0, end) : text).trim());
      else reject(new ScannerUnavailable('connection closed without a verdict'));
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (chunk.includes(0)) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => reject(new ScannerUnavailable(error.message, { cause: error })));
    socket.on('timeout', () => {
      reject(new ScannerUnavailable(`no verdict within ${timeoutMs} ms`));
      socket.destroy();
    });
  });
}

/** `stream: OK` is clean; `stream: Name FOUND` is infected; anything else is no verdict at all. */
export function verdictOf(reply: string): ScanVerdict {
  const body = reply.replace(/^stream: /, '');
  if (body === 'OK') return { clean: true };
  const found = /^(.+) FOUND$/.exec(body);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new ScannerUnavailable(`unexpected reply: ${reply.slice(0, 200)}`);
}
