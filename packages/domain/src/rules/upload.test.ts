import { describe, expect, it } from 'vitest';
import { checkRules } from './check.ts';
import { MESSAGES } from './messages.ts';
import { checkUpload, formatFileSize, MAX_UPLOAD_BYTES } from './upload.ts';

const file = (name: string, size = 1000, type?: string) => ({ name, size, ...(type ? { type } : {}) });

describe('upload rules', () => {
  it.each(['scan.pdf', 'photo.JPG', 'photo.jpeg', 'shot.png', 'anim.gif'])('accepts %s', (name) => {
    expect(checkUpload(file(name))).toBeNull();
  });

  it.each(['notes.docx', 'archive.zip', 'pdf', 'image.png.exe', 'photo.heic'])('refuses %s', (name) => {
    expect(checkUpload(file(name))).toBe(`${name}: Oops. Please only upload a PDF, JPEG, PNG or GIF.`);
  });

  it('refuses a disguised type even with an allowed extension', () => {
    expect(checkUpload(file('scan.pdf', 1000, 'application/zip'))).toBe(`scan.pdf: ${MESSAGES.fileType}`);
    expect(checkUpload(file('scan.pdf', 1000, 'application/pdf'))).toBeNull();
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(checkUpload(file('scan.pdf', 5 * 1024 * 1024))).toBeNull();
    expect(checkUpload(file('big.pdf', 5 * 1024 * 1024 + 1))).toBe(
      'big.pdf: Maximum file size exceeded (5 MB per file)',
    );
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
      `b.png: ${MESSAGES.fileTooLarge} (5 MB per file)`,
    );
    expect(checkRules(refs, file('a.txt'), ctx)).toBe(`a.txt: ${MESSAGES.fileType}`);
  });
});

describe('file sizes as the list shows them', () => {
  it('shows megabytes to one place and kilobytes whole', () => {
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
