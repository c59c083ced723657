import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard fonts' metrics from its own folder (a path ending in a slash). */
const standardFontDataUrl = `${join(dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json'))), 'standard_fonts')}/`;

/** A PDF's text as a reader gets it, page after page, and whether it declares itself tagged. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; tagged: boolean; title: string }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const markInfo = await pdf.getMarkInfo();
  const metadata = await pdf.getMetadata();
  const info = metadata.info as { Title?: string };
  await pdf.destroy();
  return {
    text: pages.join('\n').replace(/\s+/g, ' '),
    tagged: markInfo?.Marked === true,
    title: info.Title ?? '',
  };
}
