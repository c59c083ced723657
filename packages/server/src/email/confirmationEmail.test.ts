import { brandSettings } from '@portal/domain/brands/registry';
import { describe, expect, it } from 'vitest';
import { requestReceivedEmail } from './confirmationEmail.ts';

describe('request received email', () => {
  const email = requestReceivedEmail({
    brand: 'GREENFLAG',
    form: 'con',
    reference: 'REQ-0A1B2C3D4E',
    recipient: 'amelia.hart@example.com',
    firstName: 'Amelia <b>',
  });
  const brand = brandSettings('GREENFLAG');

  it('carries the reference, the brand name, colours and phone number', () => {
    expect(email.recipient).toBe('amelia.hart@example.com');
    expect(email.subject).toContain('REQ-0A1B2C3D4E');
    expect(email.subject).toContain(brand.displayName);
    expect(email.html).toContain(brand.colours.primary);
    expect(email.html).toContain(brand.phones.amendments);
    expect(email.text).toContain(brand.phones.amendments);
    expect(email.text).toContain('REQ-0A1B2C3D4E');
  });

  it('escapes what the customer typed in the HTML and keeps it plain in the text', () => {
    expect(email.html).toContain('Dear Amelia &lt;b&gt;,');
    expect(email.html).not.toContain('Amelia <b>');
    expect(email.text).toContain('Dear Amelia <b>,');
  });
});

describe('request received email for a document upload', () => {
  it('says what happens to the documents, not that a quote is on its way', () => {
    const email = requestReceivedEmail({
      brand: 'DIRECTLINE',
      form: 'docupl',
      reference: 'REQ-0A1B2C3D4E',
      recipient: 'amelia.hart@example.com',
      firstName: 'Amelia',
      nextSteps: ["We'll look at your documents and email you if anything about your policy changes."],
    });
    expect(email.text).toContain("We'll look at your documents");
    expect(email.text).not.toMatch(/quote/i);
  });
});
