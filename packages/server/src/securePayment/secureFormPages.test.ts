import { describe, expect, it } from 'vitest';
import { secureChallengePage, secureFormPage } from './secureFormPages.tsx';

describe('the secure card form pages', () => {
  it('escapes what the customer typed and what the gateway sends, and carries no inline script or style', () => {
    const form = secureFormPage({
      id: 'f1',
      uuid: 'u"><script>',
      amountPence: 11250,
      kept: { holderName: '"><img src=x onerror=alert(1)>' },
      errors: [{ field: 'cardNumber', message: 'Enter <b>a</b> card number' }],
    });
    expect(form).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(form).toContain('Enter &lt;b&gt;a&lt;/b&gt; card number');
    expect(form).toContain('data-uuid="u&quot;&gt;&lt;script&gt;"');
    expect(form).toContain('<h1>Pay £112.50 by card</h1>');
    const challenge = secureChallengePage({ challengeUrl: '/bank?a=1&b="2"', md: 'm', jwt: 'j' });
    expect(challenge).toContain('action="/bank?a=1&amp;b=&quot;2&quot;"');
    for (const page of [form, challenge]) {
      expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script src="/secure-form/secure-form.js">']);
      expect(page).not.toMatch(/<style|\sstyle=/);
    }
  });
});
