import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { contactLine } from '@portal/domain/brands/contactLines';
import { brandSettingsFor } from '@portal/domain/brands/registry';
import { policyDocumentContent } from '@portal/domain/documents/policyDocumentContent';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdfText.ts';
import { renderDocumentPdf } from './renderDocumentPdf.ts';
import { sampleMotorFacts } from './sampleDocumentFacts.ts';

const sender = { brand: brandSettingsFor('GREENFLAG'), line: contactLine('GREENFLAG', 'amendments') };
const at = new Date('2026-11-27T10:00:00Z');

describe('a policy document as PDF', () => {
  it('is tagged, real text: the certificate names the car, the period, the version and the brand', async () => {
    const content = policyDocumentContent('certificate', sampleMotorFacts, sender.brand.displayName);
    const pdf = await pdfText(await renderDocumentPdf(content, sender, at));
    expect(pdf.tagged).toBe(true);
    expect(pdf.title).toBe(`${sender.brand.displayName}: Certificate of motor insurance`);
    expect(pdf.text).toContain('NEW 123');
    expect(pdf.text).toContain('28 November 2026 to 28 February 2027');
    expect(pdf.text).toMatch(/Policy version 4/);
    expect(pdf.text).toContain('Ada Lovelace');
    expect(pdf.text).toContain(sender.line.number);
  });

  it('the schedule states the premium and what the change cost', async () => {
    const content = policyDocumentContent('schedule', sampleMotorFacts, sender.brand.displayName);
    const { text } = await pdfText(await renderDocumentPdf(content, sender, at));
    expect(text).toContain('£612.50');
    expect(text).toContain('£67.10');
    expect(text).toContain('Compulsory excess £250.00');
  });

  it.each(DEPLOYMENT_BRANDS)('speaks as %s: its name and its number', async (code) => {
    const brand = brandSettingsFor(code);
    const line = contactLine(code, 'amendments');
    const content = policyDocumentContent(
      'schedule',
      { ...sampleMotorFacts, brand: code },
      brand.displayName,
    );
    const pdf = await pdfText(await renderDocumentPdf(content, { brand, line }, at));
    expect(pdf.title).toBe(`${brand.displayName}: Policy schedule`);
    expect(pdf.text).toContain(line.number);
  });

  it('the same facts make the same file, byte for byte', async () => {
    const content = policyDocumentContent('certificate', sampleMotorFacts, 'Green Flag');
    const [first, second] = await Promise.all([
      renderDocumentPdf(content, sender, at),
      renderDocumentPdf(content, sender, at),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
