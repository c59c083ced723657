import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  outboxId: number;
}

/**
 * A real SMTP server on 127.0.0.1 for delivery tests: every message is parsed back with
 * mailparser. It can be stopped and started again on the same port, to play an outage.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function listen(): Promise<void> {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              from: mail.from?.value[0]?.address ?? '',
              to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
              subject: mail.subject ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
              outboxId: Number(mail.headers.get('x-outbox-id')),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}`,
    port: () => port,
    stop,
    /** Listens again on the port it had before. */
    restart: listen,
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
