import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { FORM_CODES, type FormCode } from '@portal/domain/formCodes';
import { ROUTE_DATA } from '@portal/domain/forms';
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './renderOutboxEmail.ts';

describe('request received email', () => {
  const email = renderOutboxEmail({
    kind: 'request-received',
    brand: 'GREENFLAG',
    form: 'con',
    reference: 'REQ-0A1B2C3D4E',
    firstName: 'Amelia <b>',
  });
  const brand = brandSettings('GREENFLAG');

  it('carries the reference, the brand name, colours and phone number', () => {
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
    const email = renderOutboxEmail({
      kind: 'request-received',
      brand: 'DIRECTLINE',
      form: 'docupl',
      reference: 'REQ-0A1B2C3D4E',
      firstName: 'Amelia',
      nextSteps: ["We'll look at your documents and email you if anything about your policy changes."],
    });
    expect(email.text).toContain("We'll look at your documents");
    expect(email.text).not.toMatch(/quote/i);
  });
});

describe("the policyholder's notice of a request made with another address", () => {
  const notice = (form: FormCode, brand: DeploymentBrand = 'DIRECTLINE') =>
    renderOutboxEmail({
      kind: 'change-requested-notice',
      brand,
      form,
      policyNumber: '10000001',
      holderFirstName: 'Jane',
      reference: 'REQ-0A1B2C3D4E',
      receivedOn: '2026-03-10',
    }).text;
  // "a request to" takes a verb: a form's title ("Change of mileage") would not read.
  const VERBS = ['add', 'ask', 'change', 'get', 'register', 'renew', 'request', 'send', 'talk', 'update'];

  it('names every form as something asked for, in a sentence that reads', () => {
    for (const form of FORM_CODES) {
      for (const brand of ['DIRECTLINE', 'GREENFLAG'] as const) {
        // The breakdown brand's numbers carry their GF, as its documents print them.
        const asked = notice(form, brand).match(
          /a request to (\w+) ([^.]*?) on your policy (?:GF )?10000001/,
        );
        expect({ form, brand, verb: asked?.[1] }).toEqual({ form, brand, verb: expect.toBeOneOf(VERBS) });
        expect(asked?.[2]).not.toMatch(/^of /);
      }
    }
    expect(notice('com')).toContain('a request to change your mileage on your policy');
    expect(notice('docreq', 'GREENFLAG')).toContain('on your policy GF 10000001');
  });

  it('speaks of accepting a change only where a quote waits to be accepted', () => {
    for (const form of FORM_CODES) {
      const quoted = ROUTE_DATA[form].amendHasQuote;
      expect({ form, accepting: /accept/i.test(notice(form)) }).toEqual({ form, accepting: quoted });
    }
    expect(notice('docreq')).toContain('If you did not, please call');
    expect(notice('docreq')).not.toMatch(/change/i);
  });
});
