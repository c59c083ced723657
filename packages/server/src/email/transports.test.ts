import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from './transports.ts';

/** A real SMTP conversation with a local server, so SMTP_URL delivery is proven, not assumed. */
describe('SMTP transport', () => {
  const received: { to: string; subject: string; text: string; outboxId: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              outboxId: String(mail.headers.get('x-outbox-id') ?? ''),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the outbox message with its id in a header', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Policy changes <no-reply@portal.example>');
    await transport.send({
      outboxId: 42,
      recipient: 'amelia.hart@example.com',
      subject: "Direct Line: we've received your request",
      html: '<p>Thank you</p>',
      text: 'Thank you',
    });
    transport.close?.();
    expect(received).toEqual([
      {
        to: 'amelia.hart@example.com',
        subject: "Direct Line: we've received your request",
        text: 'Thank you',
        outboxId: '42',
      },
    ]);
  });

  it('rejects when the server refuses, so the worker can retry', async () => {
    const transport = smtpTransport('smtp://127.0.0.1:1', 'no-reply@portal.example');
    await expect(
      transport.send({
        outboxId: 1,
        recipient: 'a@example.com',
        subject: 's',
        html: 'h',
        text: 't',
      }),
    ).rejects.toThrow();
    transport.close?.();
  });
});
