import { type ClamdAddress, connectTo } from './clamdScanner.ts';

/**
 * Whether clamd answers its PING (clamd(8): `zPING\0`, answered `PONG\0`) within the time given:
 * the health check's question, since every upload is refused while the scanner cannot be reached.
 */
export function clamdAnswers(address: ClamdAddress, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTo(address);
    let reply = '';
    const settle = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => settle(false));
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\0')) settle(reply.slice(0, reply.indexOf('\0')).trim() === 'PONG');
    });
    socket.on('error', () => settle(false));
    socket.on('close', () => settle(reply.trim().replace(/\0$/, '') === 'PONG'));
  });
}
