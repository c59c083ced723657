import { brandSettings } from '@portal/domain/brands/registry';
import { MESSAGES } from '@portal/domain/rules/messages';
import { describe, expect, it } from 'vitest';
import {
  atStep,
  expectRefused,
  fillYourDetails,
  londonDateDigits,
  next,
  typeDate,
  uniqueEmail,
  withEvidence,
} from './journeys/journeyDriver.ts';
import { appUrl } from './support/appUrl.ts';
import { emailTo, lookAt, mainText, openOnPhone, passBotCheck, renewsOn } from './support/customerReads.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Every word true, round two, on the request side: each page read as a customer reads it on a
 * 390 px phone, to the email the request sends.
 */
const suite = usePortalAndBrowser();
const open = openOnPhone;
const main = mainText;

describe('1. Next never does nothing', () => {
  it('coa on Privilege: a postcode typed but not searched says to press Find your address', async () => {
    const page = await open(suite.browser);
    await withEvidence(page, 'truth2-coa-find', async () => {
      await page.goto(appUrl(suite.portal.url('privilege'), '/coa/request/eligibility?product=PCW'));
      await atStep(page, 'Change your address', 'coa eligibility');
      await page.getByRole('radio', { name: "Yes, I've already moved" }).check({ force: true });
      await page.getByRole('checkbox', { name: /kept at the new address overnight/ }).check({ force: true });
      await next(page);
      await atStep(page, 'Your details', 'coa your-details');
      await fillYourDetails(page, uniqueEmail('coa'), '20000001');
      await next(page);
      await atStep(page, 'Your new address', 'coa address');
      await page.getByRole('textbox', { name: 'New postcode' }).fill('M1 1AE');
      await next(page);
      await expectRefused(page, MESSAGES.findAddressFirst, 'field-postcode');
      expect(await page.getByRole('textbox', { name: 'New postcode' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      await lookAt(page, 'truth2-coa-find-your-address');
    });
  });

  it('hcoa on Direct Line home: the same, in the summary and at the field', async () => {
    const page = await open(suite.browser);
    await withEvidence(page, 'truth2-hcoa-find', async () => {
      await page.goto(appUrl(suite.portal.url('directline'), '/hcoa/request/triage?product=HOME'));
      await page.getByLabel('Postcode').fill('EH1 1YZ');
      await page.getByRole('button', { name: 'Find your address' }).click();
      const addresses = page.getByLabel('Please select your address');
      await expect.poll(() => addresses.locator('option').count()).toBeGreaterThan(3);
      const options = await addresses.locator('option').allTextContents();
      await addresses.selectOption({
        label: options.find((label) => label.startsWith('15 Calton Wynd')) ?? '',
      });
      await next(page);
      await atStep(page, 'Change your address', 'hcoa eligibility');
      await page.getByRole('radio', { name: "Yes, I've already moved" }).check({ force: true });
      await page.getByRole('checkbox', { name: /main home/ }).check({ force: true });
      await next(page);
      await atStep(page, 'Your details', 'hcoa your-details');
      await fillYourDetails(page, uniqueEmail('hcoa'), '70000003');
      await page.getByLabel('First line of your current address').fill('Flat 1, Canongate Court');
      await next(page);
      await atStep(page, 'Your new address', 'hcoa address');
      await page.getByRole('textbox', { name: 'New postcode' }).fill('M1 1AE');
      await next(page);
      await expectRefused(page, MESSAGES.findAddressFirst, 'field-postcode');
    });
  });
});

describe('2. A renewal date is the policy’s, not the customer’s guess', () => {
  it('mar (Nationwide, SKODA): today typed as the renewal date is refused with the record’s; the page and email name it', async () => {
    const page = await open(suite.browser);
    const record = renewsOn('50000002');
    const email = uniqueEmail('mar');
    await withEvidence(page, 'truth2-mar-date', async () => {
      await page.goto(
        appUrl(suite.portal.url('nationwide'), '/mar/request/eligibility?product=MOTOR&brand=SKODA'),
      );
      await typeDate(page, 'Your renewal date', londonDateDigits(0));
      await page.getByRole('radio', { name: /Don't renew automatically/ }).check({ force: true });
      await next(page);
      await atStep(page, 'Your details', 'mar your-details');
      await fillYourDetails(page, email, '50000002');
      await next(page);
      await atStep(page, 'Review and confirm', 'mar review');
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      const refusal = page.getByRole('alert').getByRole('link', { name: /Your policy renews on/ });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(
        `Your policy renews on ${record.long}. Please enter ${record.shown}`,
      );
      await refusal.click();
      await atStep(page, 'Your renewal preference', 'mar eligibility again');
      await typeDate(page, 'Your renewal date', record.digits);
      await next(page, 'Confirm');
      await atStep(page, 'Review and confirm', 'mar review again');
      expect(await main(page)).toContain(record.shown);
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await atStep(page, 'Thanks for updating your renewal preference', 'mar success');
      expect(await main(page)).toContain(`To stay covered from ${record.long}, renew it before then`);
      await lookAt(page, 'truth2-mar-success');
      expect(await emailTo(suite.browser, suite.portal, email)).toContain(
        `To stay covered from ${record.long}, renew it before then`,
      );
    });
  });

  it('renpref (brand=RBS): a date that is not the record’s is refused, naming RBS’s line', async () => {
    const page = await open(suite.browser);
    const record = renewsOn('50000001');
    await withEvidence(page, 'truth2-renpref-date', async () => {
      await page.goto(
        appUrl(suite.portal.url('nationwide'), '/renpref/request/eligibility?product=HOME&brand=RBS'),
      );
      await typeDate(page, 'Your renewal date', londonDateDigits(60));
      await page.getByRole('radio', { name: /Don't renew automatically/ }).check({ force: true });
      await next(page);
      await fillYourDetails(page, uniqueEmail('renpref'), '50000001');
      await next(page);
      await atStep(page, 'Review and confirm', 'renpref review');
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      const refusal = page.getByRole('alert').getByRole('link', { name: /Your policy renews on/ });
      await refusal.waitFor();
      const words = (await refusal.textContent()) ?? '';
      expect(words).toContain(`Your policy renews on ${record.long}`);
      // 7. The partner's number is named as the partner's.
      expect(words).toContain('call our RBS home insurance line on 020 7946 0102');
    });
  });

  it('mor (Green Flag): the renewal is priced only on the record’s date; the number is shown with GF, not asked again', async () => {
    const page = await open(suite.browser);
    const record = renewsOn('70000002');
    await withEvidence(page, 'truth2-mor-date', async () => {
      await page.goto(appUrl(suite.portal.url('greenflag'), '/mor/request/triage?product=MOTOR'));
      await page.getByLabel('Policy number prefix').selectOption('GF /');
      await page.getByLabel('Policy number', { exact: true }).fill('70000002');
      await page.getByRole('button', { name: 'Continue' }).click();
      await atStep(page, 'Renew your breakdown cover policy', 'mor eligibility');
      await typeDate(page, 'When is your policy due for renewal?', londonDateDigits(3));
      await page.getByRole('radio', { name: 'No' }).check({ force: true });
      await page.getByRole('checkbox', { name: /I confirm/ }).check({ force: true });
      await next(page, 'Continue');
      await atStep(page, 'Your details', 'mor your-details');
      // 7. Triage found the policy by its number: shown as printed, GF and all, and not asked again.
      const number = page.getByLabel('Policy number', { exact: true });
      expect(await number.inputValue()).toBe('GF 70000002');
      expect(await number.isEditable()).toBe(false);
      await lookAt(page, 'truth2-mor-your-details');
      await fillYourDetails(page, uniqueEmail('mor'), '70000002');
      await next(page, 'Continue');
      await atStep(page, 'Review and confirm', 'mor review');
      expect(await main(page)).toContain('GF 70000002');
      await next(page, 'Continue');
      // The boxes are read only once their page is drawn: read at once, the review page has none.
      await atStep(page, 'Some checks before you request your new quote...', 'mor important-information');
      for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
      await next(page, 'Continue');
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toContain(`Your policy renews on ${record.long}`);
    });
  });
});

describe('3. Declining a renewal says what happens (request side)', () => {
  it('lapse: review names the reason for not renewing, not a reason for a change', async () => {
    const page = await open(suite.browser);
    await page.goto(appUrl(suite.portal.url('nationwide'), '/lapse/request/eligibility?product=HOME'));
    await page
      .getByRole('radiogroup', { name: /renewal invitation/ })
      .getByRole('radio', { name: 'Yes' })
      .check({ force: true });
    await page.getByRole('radio', { name: "I don't want my policy to renew" }).check({ force: true });
    await page.getByRole('radio', { name: 'The renewal price is too high' }).check({ force: true });
    await next(page);
    await fillYourDetails(page, uniqueEmail('lapse'), '50000003');
    await next(page);
    await atStep(page, 'Review and confirm', 'lapse review');
    const text = (await main(page)) ?? '';
    expect(text).toContain('Reason for not renewing');
    expect(text).not.toContain('Reason for the change');
  });
});

describe('4. Emails say what this request did; 7. Nationwide success leads back first', () => {
  it('edocregs by post on Nationwide home: the email says by post, and the success page offers My Account before travel', async () => {
    const page = await open(suite.browser);
    const email = uniqueEmail('edocregs');
    await withEvidence(page, 'truth2-edocregs-post', async () => {
      await page.goto(appUrl(suite.portal.url('nationwide'), '/edocregs/request/your-details?product=HOME'));
      // 8. The email hint promises what every journey does, not a quote.
      expect(await main(page)).toContain("We'll email you about this request here");
      expect(await main(page)).not.toContain('quote or confirmation');
      await fillYourDetails(page, email, '50000001', 'Mobile number');
      await page.getByRole('button', { name: 'Find your address' }).click();
      await page.getByLabel('Address', { exact: true }).selectOption({ index: 1 });
      await next(page);
      await atStep(page, 'Your policy documents', 'edocregs document-request');
      await page.getByRole('radio', { name: 'No' }).check({ force: true });
      await next(page);
      await passBotCheck(page);
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await atStep(page, 'Thanks for submitting your request.', 'edocregs success');
      const links = await page.getByRole('main').getByRole('link').allTextContents();
      expect(links.slice(0, 2)).toEqual(['Return to My Account', 'Visit Travel Insurance']);
      await lookAt(page, 'truth2-edocregs-success');
      const body = await emailTo(suite.browser, suite.portal, email);
      expect(body).toContain('Thank you for your request to keep getting your policy documents by post.');
      expect(body).toContain("We'll send your policy documents by post.");
      expect(body).not.toContain('register for online documents');
    });
  });

  it('docreq on Green Flag: the email names the request once, not "a request to request"', async () => {
    const page = await open(suite.browser);
    const email = uniqueEmail('gdocreq');
    await withEvidence(page, 'truth2-gdocreq', async () => {
      await page.goto(appUrl(suite.portal.url('greenflag'), '/docreq/request/triage?product=MOTOR'));
      await page.getByLabel('Policy number prefix').selectOption('GF /');
      await page.getByLabel('Policy number', { exact: true }).fill('40000001');
      await page.getByRole('button', { name: 'Continue' }).click();
      await atStep(page, 'Your details', 'gdocreq your-details');
      expect(await page.getByLabel('Policy number', { exact: true }).inputValue()).toBe('GF 40000001');
      await fillYourDetails(page, email, '40000001');
      await next(page, 'Continue');
      await page.getByRole('radio', { name: 'Policy schedule' }).check({ force: true });
      await page.getByRole('radio', { name: /By email/ }).check({ force: true });
      await next(page, 'Continue');
      await passBotCheck(page);
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await atStep(page, "We've received your request", 'gdocreq success');
      const body = await emailTo(suite.browser, suite.portal, email);
      expect(body).toContain('Thank you for your request to get a copy of a policy document.');
      expect(body).not.toContain('request to request');
    });
  });
});

describe('6. Document lists fit the product; 8. a refused file is said once', () => {
  it('docupl on Nationwide home: no driving documents, and a refused file’s own words stand alone', async () => {
    const page = await open(suite.browser);
    await withEvidence(page, 'truth2-docupl-home', async () => {
      await page.goto(appUrl(suite.portal.url('nationwide'), '/docupl/request/your-details?product=HOME'));
      await fillYourDetails(page, uniqueEmail('docupl'), '50000001');
      await next(page);
      await atStep(page, 'Your documents', 'docupl home document-upload');
      const types = await page.getByLabel('What are you sending us?').locator('option').allTextContents();
      expect(types).toContain('Proof of address');
      for (const car of [
        'Driving licence',
        'Proof of no claims discount',
        'Vehicle registration document (V5C)',
      ])
        expect(types).not.toContain(car);
      await page.getByLabel('What are you sending us?').selectOption({ label: 'Proof of address' });
      await page.getByLabel('Files to upload').setInputFiles({
        name: 'bill.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ\x90\x00 not a pdf'),
      });
      const refusal = 'bill.pdf: Oops. Please only upload a PDF, JPEG, PNG or GIF.';
      await expect.poll(() => main(page)).toContain(refusal);
      await next(page);
      // The summary says the refusal, and links to the field, where the live list says it once.
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect.poll(() => summary.textContent()).toContain(refusal);
      expect(await summary.getByRole('link').getAttribute('href')).toBe('#field-documents');
      expect(((await main(page)) ?? '').split(refusal).length - 1).toBe(2);
      expect(await main(page)).not.toContain('Please choose a file to upload');
      await lookAt(page, 'truth2-docupl-refused');
    });
  });
});

describe('7. Brands and partners as the customer knows them', () => {
  it('the Nationwide hub names each renewal-preference link for whose customers it is', async () => {
    const page = await open(suite.browser);
    await page.goto(appUrl(suite.portal.url('nationwide'), '/'));
    const names = await page.getByRole('link', { name: /^Update your renewal preference/ }).allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('9. Specification gaps', () => {
  it('a path naming no form of ours leaves for the brand’s own site', async () => {
    const page = await open(suite.browser);
    // The server answers the first request with the redirect, which the test cannot serve locally:
    // the browser's request for the brand's site is what shows where the customer was sent.
    const leaving = page.waitForRequest((request) => !request.url().includes('localhost'));
    await page.goto(appUrl(suite.portal.url('directline'), '/zzz/request/triage')).catch(() => undefined);
    expect((await leaving).url()).toBe(brandSettings('DIRECTLINE').links.fallback);
  });
});
