import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import { mailbox } from '../db/schema/email.ts';
import type { RenderedEmail } from './layout.ts';

export interface MailTransport {
  send(email: RenderedEmail & { recipient: string; outboxId: number }): Promise<void>;
  close?(): void;
}

/** Real delivery through an SMTP server (SMTP_URL), with nodemailer. */
export function smtpTransport(url: string, from: string): MailTransport {
  // nodemailer waits up to 10 minutes on a silent socket; the worker's claim lease is 2 minutes,
  // so a stalled server would let a second worker re-claim and send the message again.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: { 'X-Outbox-Id': String(email.outboxId) },
      });
    },
    close: () => transporter.close(),
  };
}

/** Development delivery: the message lands in the mailbox table that /dev/mailbox shows. */
export function mailboxTransport(db: Db, clock: () => Date): MailTransport {
  return {
    async send(email) {
      await db.insert(mailbox).values({
        outboxId: email.outboxId,
        recipient: email.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
        receivedAt: clock(),
      });
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the dev mailbox. */
export function transportFor(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  db: Db,
  clock: () => Date,
): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : mailboxTransport(db, clock);
}
