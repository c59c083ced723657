import { describe, expect, it } from 'vitest';
import { uploadTypeOf } from './fileSignature.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('a file judged by its first bytes', () => {
  it('knows the four accepted types by their signatures', () => {
    expect(uploadTypeOf(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(uploadTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(uploadTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(uploadTypeOf(text('GIF89a'))).toBe('image/gif');
    expect(uploadTypeOf(text('GIF87a'))).toBe('image/gif');
  });

  it('refuses a program renamed .pdf, text, and a file too short to tell', () => {
    expect(uploadTypeOf(text('MZ\x90\x00'))).toBeNull();
    expect(uploadTypeOf(text('hello'))).toBeNull();
    expect(uploadTypeOf(bytes(0x89, 0x50))).toBeNull();
    expect(uploadTypeOf(new Uint8Array())).toBeNull();
  });
});
