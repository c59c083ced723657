import { describe, expect, it } from 'vitest';
import { checkRules } from './check.ts';
import { MESSAGES } from './messages.ts';
import { checkUpload, MAX_UPLOAD_BYTES } from './upload.ts';

const file = (name: string, size = 1000, type?: string) => ({ name, size, ...(type ? { type } : {}) });

describe('upload rules', () => {
  it.each(['scan.pdf', 'photo.JPG', 'photo.jpeg', 'shot.png', 'anim.gif'])('accepts %s', (name) => {
    expect(checkUpload(file(name))).toBeNull();
  });

  it.each(['notes.docx', 'archive.zip', 'pdf', 'image.png.exe', 'photo.heic'])('refuses %s', (name) => {
    expect(checkUpload(file(name))).toBe('Oops. Please only upload a PDF, JPEG, PNG or GIF.');
  });

  it('refuses a disguised type even with an allowed extension', () => {
    expect(checkUpload(file('scan.pdf', 1000, 'application/zip'))).toBe(MESSAGES.fileType);
    expect(checkUpload(file('scan.pdf', 1000, 'application/pdf'))).toBeNull();
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(checkUpload(file('scan.pdf', 5 * 1024 * 1024))).toBeNull();
    expect(checkUpload(file('scan.pdf', 5 * 1024 * 1024 + 1))).toBe('Maximum file size exceeded');
  });

  it('refuses something that is not a file description', () => {
    expect(checkUpload('scan.pdf')).toBe(MESSAGES.fileType);
  });

  it('the file rule checks every file in a list', () => {
    const refs = [{ rule: 'file' as const }];
    const ctx = {
      form: 'docupl' as const,
      brand: 'DIRECTLINE' as const,
      product: 'MOTOR' as const,
      now: '2026-11-21T10:00:00Z',
      answers: {},
    };
    expect(checkRules(refs, [file('a.pdf'), file('b.png')], ctx)).toBeNull();
    expect(checkRules(refs, [file('a.pdf'), file('b.png', MAX_UPLOAD_BYTES + 1)], ctx)).toBe(
      MESSAGES.fileTooLarge,
    );
    expect(checkRules(refs, file('a.txt'), ctx)).toBe(MESSAGES.fileType);
  });
});
