import type { BrandSettings } from '@portal/domain/brands/brand';
import { type ContactLine, callOurLine } from '@portal/domain/brands/contactLines';
import { formatLongDate, londonToday } from '@portal/domain/dates';
import { UPLOAD_LIMIT_TEXT } from '@portal/domain/rules/upload';
import type { ReactNode } from 'react';
import { renderPage } from '../../html/renderPage.ts';
import type { RequestPageView } from './requestTrackingService.ts';

export const REQUEST_PAGE_STYLES_PATH = '/track/page.css';

interface Frame {
  brand: BrandSettings;
  line: ContactLine;
}

/** The brand's band, the page, and how to reach us: no inline script or style (the content policy allows neither). */
function RequestFrame({ brand, line, title, children }: Frame & { title: string; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – ${brand.displayName}`}</title>
        <link rel="stylesheet" href={REQUEST_PAGE_STYLES_PATH} />
      </head>
      <body className={`brand-${brand.code}`}>
        <header className="band">
          <p className="brand-name">{brand.displayName}</p>
        </header>
        <main>{children}</main>
        <footer>
          <p>Questions? {callOurLine(line)}.</p>
        </footer>
      </body>
    </html>
  );
}

const when = (iso: string) => formatLongDate(londonToday(iso));

export interface AnswerForm {
  /** What the customer typed, shown again after a refusal. */
  text: string;
  error?: { field: 'answer' | 'files'; message: string };
  answered?: boolean;
}

/** The answer form under the question: text and files, each error tied to its field. */
function Answer({ action, form }: { action: string; form: AnswerForm }) {
  const error = form.error;
  const invalid = (field: 'answer' | 'files') => error?.field === field;
  return (
    <form method="post" action={action} encType="multipart/form-data" noValidate>
      <div className="field">
        <label htmlFor="answer">Your answer</label>
        {invalid('answer') && (
          <p className="error" id="answer-error">
            <span className="visually-hidden">Error: </span>
            {error?.message}
          </p>
        )}
        <textarea
          id="answer"
          name="answer"
          rows={5}
          maxLength={2000}
          defaultValue={form.text}
          aria-invalid={invalid('answer') || undefined}
          aria-describedby={invalid('answer') ? 'answer-error' : undefined}
          // The page works without script: only autofocus can put the focus on the field in error.
          // biome-ignore lint/a11y/noAutofocus: set only on a field in error, after the customer sent the form
          autoFocus={invalid('answer') || undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="files">Files (optional)</label>
        <p className="hint" id="files-hint">
          PDF, JPG, PNG or GIF, up to 5 files, {UPLOAD_LIMIT_TEXT}.
        </p>
        {invalid('files') && (
          <p className="error" id="files-error">
            <span className="visually-hidden">Error: </span>
            {error?.message}
          </p>
        )}
        <input
          id="files"
          name="file1"
          type="file"
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif"
          aria-invalid={invalid('files') || undefined}
          aria-describedby={invalid('files') ? 'files-hint files-error' : 'files-hint'}
          // The page works without script: only autofocus can put the focus on the field in error.
          // biome-ignore lint/a11y/noAutofocus: set only on a field in error, after the customer sent the form
          autoFocus={invalid('files') || undefined}
        />
      </div>
      <button type="submit">Send your answer</button>
    </form>
  );
}

/** A request's page: what was asked, its state in words, the question to answer, and its history. */
export function requestPage(frame: Frame, view: RequestPageView, action: string, form: AnswerForm): string {
  const { tracked } = view;
  return renderPage(
    <RequestFrame {...frame} title={`Your request ${view.reference}`}>
      <h1>Your request {view.reference}</h1>
      <p>
        {view.title}, sent on {when(view.receivedAt)}.
      </p>
      {form.answered && (
        <div className="notice" role="status">
          <p>Thank you. We have your answer and will carry on with your request.</p>
        </div>
      )}
      <section aria-labelledby="state-heading" className="panel">
        <h2 id="state-heading">Where your request is</h2>
        <p className="state">{tracked.stateText}</p>
        {tracked.refusedBecause && <p>Why: {tracked.refusedBecause}</p>}
      </section>
      {tracked.question && (
        <section aria-labelledby="question-heading" className="panel">
          <h2 id="question-heading">Our question</h2>
          <p className="question">{tracked.question}</p>
          <Answer action={action} form={form} />
        </section>
      )}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">What has happened</h2>
        <ol className="history">
          {tracked.history.map((line, index) => (
            // Lines may repeat word for word; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once drawn
            <li key={index}>
              <p className="when">{when(line.at)}</p>
              <p>{line.text}</p>
              {line.files.length > 0 && <p>Files: {line.files.join(', ')}</p>}
            </li>
          ))}
        </ol>
      </section>
    </RequestFrame>,
  );
}

/** A link that does not open (unknown, or expired): said without telling whether it ever did. */
export function requestLinkRefusedPage(frame: Frame, expired: boolean): string {
  return renderPage(
    <RequestFrame {...frame} title="This link does not open a request">
      <h1>{expired ? 'This link has expired' : 'This link does not open a request'}</h1>
      <p>{`${callOurLine(frame.line)} and give your request's reference: we can tell you where it is.`}</p>
    </RequestFrame>,
  );
}
