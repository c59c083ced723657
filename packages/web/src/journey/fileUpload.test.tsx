import { fileTooLargeMessage, fileTypeMessage, MAX_UPLOAD_BYTES } from '@portal/domain/rules/upload';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { showStep } from '../testing/showStep.tsx';

// The upload question of docupl as a customer meets it: each file judged the
// moment it is chosen, by its content and size, listed with its size, and removable on its own.
beforeEach(() => sessionStorage.clear());

const pdf = (name: string, bytes = 2048) =>
  new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(bytes)], name, {
    type: 'application/pdf',
  });
/** A Windows program's header, named as a PDF. */
const exe = (name: string) =>
  new File([new TextEncoder().encode('MZ'), new Uint8Array(600)], name, { type: 'application/pdf' });

const input = () => screen.getByLabelText(/^Files to upload/) as HTMLInputElement;
const listed = () =>
  within(screen.queryByRole('list', { name: 'Files chosen' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('Remove', '').trim());

describe('choosing files to upload', () => {
  it('refuses a program named as a PDF, and a file over the limit, naming each file, as soon as they are chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await showStep('docupl', 'document-upload');
    const big = new File(
      [new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(MAX_UPLOAD_BYTES)],
      'big.pdf',
    );
    await user.upload(input(), [exe('invoice.pdf'), big]);
    const refused = await screen.findByRole('alert');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([fileTypeMessage('invoice.pdf'), fileTooLargeMessage('big.pdf')]);
    expect(listed()).toEqual([]);
  });

  it('adds files chosen one after another with their sizes, and removes one on its own', async () => {
    const user = userEvent.setup();
    await showStep('docupl', 'document-upload');
    await user.upload(input(), pdf('licence.pdf'));
    await user.upload(input(), pdf('certificate.pdf', 4096));
    expect(await screen.findAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(listed()).toEqual([
      expect.stringMatching(/^licence\.pdf \(/),
      expect.stringMatching(/^certificate\.pdf \(/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove licence.pdf' }));
    expect(listed()).toEqual([expect.stringMatching(/^certificate\.pdf \(/)]);
    const saved = JSON.parse(sessionStorage.getItem('mta-docupl-form') ?? '{}') as {
      documents?: { name: string }[];
    };
    expect(saved.documents?.map((file) => file.name)).toEqual(['certificate.pdf']);
  });
});
