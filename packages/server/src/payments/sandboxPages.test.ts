import { describe, expect, it } from 'vitest';
import { challengePage } from './sandboxPages.tsx';

describe('the test bank page', () => {
  it('writes every value as text, never as markup (React escapes it)', () => {
    const page = challengePage(
      {
        amountPence: 100,
        cardType: 'VISA',
        last4: '4444',
        reference: '<img src=x onerror=alert(1)>',
        md: 'md"><b>',
      } as never,
      'token"><script>',
    );
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('value="md&quot;&gt;&lt;b&gt;"');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<script');
  });
});
