import { brandSettings } from '@portal/domain/brands/registry';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from '../support/appUrl.ts';
import { expectAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { passBotCheck } from '../support/customerReads.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import {
  atStep,
  expectReceivedEmail,
  fillYourDetails,
  londonDateDigits,
  next,
  screenshots,
  typeDate,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * The simple request journeys of the documents issue, each by its visible labels on a phone:
 * an empty step refused with the form's own messages, the form's questions, review, the robot
 * check, and the confirmation email.
 */
const suite = usePortalAndBrowser();

async function submitAndExpectSuccess(page: Page, label: string, successHeading: string) {
  await passBotCheck(page);
  await page.getByRole('button', { name: label, exact: true }).click();
  await atStep(page, successHeading, 'success');
}

describe('simple requests on Direct Line', () => {
  it('com: refuses an empty mileage, then sends the new estimate', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'com', async () => {
      await page.goto(appUrl(suite.portal.url('directline'), `/com/request/your-details?product=PCW`));
      await atStep(page, 'Your details', 'com your-details');
      const email = uniqueEmail('com');
      await fillYourDetails(page, email);
      await next(page);
      await atStep(page, 'Your annual mileage', 'com mileage-details');
      await next(page);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain('Estimated annual mileage is required');
      await page.getByLabel('New estimated annual mileage').fill('6000');
      await page.getByRole('radio', { name: 'Retirement' }).check({ force: true });
      await next(page);
      await atStep(page, 'Review and confirm', 'com review');
      await expect.poll(() => page.locator('main').textContent()).toContain('6,000');
      await screenshots(page, 'com-review');
      // Sending without the robot check says what is missing and sends nothing.
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await expect.poll(() => page.locator('#botCheck').textContent()).toContain('Field is required');
      await submitAndExpectSuccess(page, 'Accept and send', "We've received your request");
      await expect.poll(() => page.locator('main').textContent()).toContain('within 60 days');
      await expectReceivedEmail(suite.browser, suite.portal, 'com', email);
    });
  });

  it('docupl: uploads a real PDF and lists its name on review', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'docupl', async () => {
      await page.goto(appUrl(suite.portal.url('directline'), `/docupl/request/your-details?product=PCW`));
      await atStep(page, 'Your details', 'docupl your-details');
      const email = uniqueEmail('docupl');
      await fillYourDetails(page, email);
      await next(page);
      await atStep(page, 'Your documents', 'docupl document-upload');
      await next(page);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain('Please choose a file to upload');
      await page.getByLabel('What are you sending us?').selectOption('DRIVING_LICENCE');
      const files = page.getByLabel('Files to upload');
      const pdf = (name: string, size: number) => ({
        name,
        mimeType: 'application/pdf',
        buffer: Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          Buffer.alloc(size, 0x20),
          Buffer.from('\n%%EOF\n'),
        ]),
      });
      // Judged when chosen: a program renamed .pdf and a file over the limit
      // are refused at once, each by name; the good file is listed with its size.
      await files.setInputFiles([
        { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') },
        pdf('big.pdf', 6 * 1024 * 1024),
        pdf('licence.pdf', 200 * 1024),
      ]);
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toContain('invoice.pdf: Oops. Please only upload a PDF, JPEG, PNG or GIF.');
      expect(await page.getByText('big.pdf: Maximum file size exceeded (5 MB per file)').count()).toBe(1);
      const chosen = page.getByRole('list', { name: 'Files chosen' });
      await expect.poll(() => chosen.getByRole('listitem').count()).toBe(1);
      expect(await chosen.textContent()).toContain('licence.pdf (200 KB)');
      // Choosing again adds; each file can be removed on its own.
      await files.setInputFiles(pdf('back.pdf', 50 * 1024));
      await expect.poll(() => chosen.getByRole('listitem').count()).toBe(2);
      await page.getByRole('button', { name: 'Remove back.pdf' }).click();
      await expect.poll(() => chosen.getByRole('listitem').count()).toBe(1);
      await expectAccessible(page, 'docupl files chosen');
      await next(page);
      await atStep(page, 'Review and confirm', 'docupl review');
      await expect.poll(() => page.locator('main').textContent()).toContain('licence.pdf');
      await submitAndExpectSuccess(page, 'Accept and send', "We've received your request");
      await expectReceivedEmail(suite.browser, suite.portal, 'docupl', email);
    });
  });

  it('finparty: names the finance company', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'finparty', async () => {
      await page.goto(appUrl(suite.portal.url('directline'), `/finparty/request/your-details?product=PCW`));
      const email = uniqueEmail('finparty');
      await fillYourDetails(page, email);
      await next(page);
      await atStep(page, 'The financially interested party', 'finparty interested-party-details');
      await page.getByRole('radio', { name: 'Lease or contract hire' }).check({ force: true });
      await page.getByLabel('Company name').fill('Northern Leasing Ltd');
      await page.getByLabel("Company's postcode").fill('M1 1AE');
      await next(page);
      await atStep(page, 'Review and confirm', 'finparty review');
      await submitAndExpectSuccess(page, 'Accept and send', "We've received your request");
      await expectReceivedEmail(suite.browser, suite.portal, 'finparty', email);
    });
  });

  it('docreq: asks for a certificate by email', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'docreq', async () => {
      await page.goto(appUrl(suite.portal.url('directline'), `/docreq/request/your-details?product=PCW`));
      const email = uniqueEmail('docreq');
      await fillYourDetails(page, email);
      await next(page);
      await atStep(page, 'The document you need', 'docreq document-request');
      await page.getByRole('radio', { name: 'Certificate of insurance' }).check({ force: true });
      await page.getByRole('radio', { name: /By email/ }).check({ force: true });
      await next(page);
      await atStep(page, 'Review and confirm', 'docreq review');
      await submitAndExpectSuccess(page, 'Accept and send', "We've received your request");
      await expectReceivedEmail(suite.browser, suite.portal, 'docreq', email);
    });
  });

  it('mileage-moneyback: two readings after a change of car', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'mileage-moneyback', async () => {
      await page.goto(
        appUrl(suite.portal.url('directline'), `/mileage-moneyback/request/your-details?product=MOTOR`),
      );
      const email = uniqueEmail('mileage-moneyback');
      // Asked first: a policy bought after the cut-off is refused at once, with the line to call.
      const cutoff = page.getByRole('radiogroup', {
        name: 'Did you buy your policy on or before 5 December 2022?',
      });
      await cutoff.getByRole('radio', { name: 'No' }).check({ force: true });
      const line = `call our customer services line on ${brandSettings('DIRECTLINE').phones.amendments} (Monday to Friday 8am to 9pm`;
      await expect
        .poll(() =>
          page
            .getByText(/Mileage MoneyBack isn't available for policies bought after/)
            .first()
            .textContent(),
        )
        .toContain(line);
      await cutoff.getByRole('radio', { name: 'Yes' }).check({ force: true });
      await fillYourDetails(page, email);
      await next(page);
      await atStep(page, 'Your mileage reading', 'mileage-moneyback mileage-reading');
      await page.getByRole('radio', { name: /change of car/ }).check({ force: true });
      await page.getByLabel('Mileage reading', { exact: true }).fill('24500');
      await typeDate(page, 'Date of the reading', londonDateDigits(-1));
      await page.getByLabel('Registration of your new car').fill('BD73 XKP');
      await page.getByLabel('First mileage reading of your new car').fill('12');
      await next(page);
      await atStep(page, 'Review and confirm', 'mileage-moneyback review');
      await submitAndExpectSuccess(page, 'Submit mileage readings', "We've received your mileage reading");
      await expectReceivedEmail(suite.browser, suite.portal, 'mileage-moneyback', email);
    });
  });

  it('travel_refund: starts with the trips and asks no registration', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'travel_refund', async () => {
      await page.goto(
        appUrl(suite.portal.url('directline'), `/travel_refund/request/your-trips?product=TRAVEL`),
      );
      await atStep(page, 'Your trips', 'travel_refund your-trips');
      await page
        .getByRole('radiogroup', { name: /trip booked/ })
        .getByRole('radio', { name: 'No' })
        .check({ force: true });
      await page
        .getByRole('radiogroup', { name: /cancel your travel upgrades/ })
        .getByRole('radio', { name: 'Yes' })
        .check({ force: true });
      await next(page);
      await atStep(page, 'Your details', 'travel_refund your-details');
      expect(await page.getByLabel('Current vehicle registration').count()).toBe(0);
      const email = uniqueEmail('travel_refund');
      await fillYourDetails(page, email, '10000008');
      await next(page);
      await atStep(page, 'Review and confirm', 'travel_refund review');
      await submitAndExpectSuccess(page, 'Accept and send', "We've received your request");
      await expect.poll(() => page.locator('main').textContent()).toContain('18 March 2020');
      await expectReceivedEmail(suite.browser, suite.portal, 'travel_refund', email);
    });
  });
});

describe('simple requests on Nationwide', () => {
  it('edocregs: finds the address, asks a mobile number, and says documents go online', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'edocregs', async () => {
      await page.goto(appUrl(suite.portal.url('nationwide'), `/edocregs/request/your-details?product=HOME`));
      await atStep(page, 'Your details', 'edocregs your-details');
      const email = uniqueEmail('edocregs');
      await fillYourDetails(page, email, '50000001', 'Mobile number');
      await page.getByRole('button', { name: 'Find your address' }).click();
      await page.getByLabel('Address', { exact: true }).selectOption({ index: 1 });
      await next(page);
      await atStep(page, 'Your policy documents', 'edocregs document-request');
      await page.getByRole('radio', { name: 'Yes' }).check({ force: true });
      await next(page);
      await atStep(page, 'Review and confirm', 'edocregs review');
      await expect.poll(() => page.getByText('Step 3 of 3').count()).toBe(1);
      await submitAndExpectSuccess(page, 'Accept and send', 'Thanks for submitting your request.');
      await expect
        .poll(() => page.locator('main').textContent())
        .toContain("We'll send you an email as soon as your documents are available to view online.");
      await expectReceivedEmail(suite.browser, suite.portal, 'edocregs', email);
    });
  });
});
