import type { ReactNode } from 'react';
import type { mailbox } from '../db/schema/email.ts';
import { renderPage } from './renderPage.ts';

type MailboxRow = typeof mailbox.$inferSelect;

function MailboxPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href="/dev/mailbox.css" />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

const BackLink = () => (
  <p>
    <a href="/dev/mailbox">Back to the mailbox</a>
  </p>
);

/** Every email delivered, newest first. */
export const mailboxListPage = (rows: readonly MailboxRow[]): string =>
  renderPage(
    <MailboxPage title="Dev mailbox">
      {rows.length ? (
        <table>
          <caption>Newest first</caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.recipient}</td>
                <td>
                  <a href={`/dev/mailbox/${row.id}`}>{row.subject}</a>
                </td>
                <td>{row.receivedAt.toISOString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No emails yet.</p>
      )}
    </MailboxPage>,
  );

/** One email: its links (to follow a one-time link quickly), its HTML in a sandboxed frame, its text. */
export const mailboxEmailPage = (row: MailboxRow): string => {
  const links = [...row.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  return renderPage(
    <MailboxPage title={row.subject}>
      <BackLink />
      <dl>
        <dt>To</dt>
        <dd>{row.recipient}</dd>
        <dt>Received</dt>
        <dd>{row.receivedAt.toISOString()}</dd>
      </dl>
      {links.length > 0 && (
        <>
          <h2>Links</h2>
          <ul>
            {links.map((link, index) => (
              // The same link may appear twice in one email.
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never re-rendered
              <li key={index}>
                <a href={link}>{link}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>HTML</h2>
      <iframe title="The email as HTML" sandbox="" src={`/dev/mailbox/${row.id}/html`} />
      <h2>Plain text</h2>
      <pre>{row.text}</pre>
    </MailboxPage>,
  );
};

export const mailboxNotFoundPage = (): string =>
  renderPage(
    <MailboxPage title="Email not found">
      <BackLink />
    </MailboxPage>,
  );
