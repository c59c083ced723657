import type { BrandSettings } from '@portal/domain/brands/brand';
import type { ContactLine } from '@portal/domain/brands/contactLines';
import { callOurLine } from '@portal/domain/brands/contactLines';
import type { DocumentContent, DocumentSection } from '@portal/domain/documents/policyDocumentContent';
import PDFDocument from 'pdfkit';

export interface PdfSender {
  brand: BrandSettings;
  line: ContactLine;
}

const MARGIN = 50;
const LABEL_WIDTH = 170;

/**
 * A document drawn as a tagged PDF (PDF/UA structure: headings, paragraphs, a table of label and
 * value cells, the brand band as an artifact), so its words are real text that can be selected,
 * searched and read aloud in order by a screen reader. `createdAt` is the version's own time: the
 * same facts always make the same file.
 */
export function renderDocumentPdf(
  content: DocumentContent,
  sender: PdfSender,
  createdAt: Date,
): Promise<Uint8Array> {
  const { brand, line } = sender;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `${brand.displayName}: ${content.title}`,
      Author: brand.displayName,
      Creator: brand.displayName,
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * MARGIN;

  // The band of colour behind the brand's name is decoration: an artifact a reader skips.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, doc.page.width, 90).fill(brand.colours.primary);
  doc.endMarkedContent();
  root.add(
    doc.struct('P', {}, () => {
      doc
        .fillColor(brand.colours.primaryText)
        .font('Helvetica-Bold')
        .fontSize(22)
        .text(brand.displayName, MARGIN, 34);
    }),
  );
  doc.fillColor('#1a1a1a').moveDown(2.2);
  doc.x = MARGIN;
  root.add(
    doc.struct('H1', {}, () => doc.font('Helvetica-Bold').fontSize(20).text(content.title, { width })),
  );
  for (const section of content.sections) drawSection(doc, root, section, width, brand.colours.primary);
  for (const paragraph of content.paragraphs)
    root.add(
      doc.struct('P', {}, () =>
        doc.moveDown(0.6).font('Helvetica').fontSize(10.5).text(paragraph, { width }),
      ),
    );
  root.add(
    doc.struct('P', {}, () =>
      doc
        .moveDown(1.2)
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .text(`Questions about this document? ${callOurLine(line)}.`, { width }),
    ),
  );
  root.end();
  doc.end();
  return finished;
}

/** A heading, then the section's rows as a two-column table (label header cell, value cell). */
function drawSection(
  doc: PDFKit.PDFDocument,
  root: PDFKit.PDFStructureElement,
  section: DocumentSection,
  width: number,
  ruleColour: string,
) {
  root.add(
    doc.struct('H2', {}, () =>
      doc
        .moveDown(0.9)
        .font('Helvetica-Bold')
        .fontSize(14)
        .fillColor('#1a1a1a')
        .text(section.heading, MARGIN),
    ),
  );
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + width, doc.y + 2)
    .lineWidth(1.5)
    .stroke(ruleColour);
  doc.endMarkedContent();
  doc.moveDown(0.4);
  const table = doc.struct('Table');
  root.add(table);
  for (const row of section.rows) {
    const valueWidth = width - LABEL_WIDTH - 10;
    doc.font('Helvetica').fontSize(10.5);
    const height = Math.max(
      doc.heightOfString(row.label, { width: LABEL_WIDTH }),
      doc.heightOfString(row.value, { width: valueWidth }),
    );
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    const tableRow = doc.struct('TR');
    table.add(tableRow);
    tableRow.add(
      doc.struct('TH', {}, () =>
        doc.font('Helvetica-Bold').text(row.label, MARGIN, top, { width: LABEL_WIDTH }),
      ),
    );
    tableRow.add(
      doc.struct('TD', {}, () =>
        doc.font('Helvetica').text(row.value, MARGIN + LABEL_WIDTH + 10, top, { width: valueWidth }),
      ),
    );
    tableRow.end();
    doc.x = MARGIN;
    doc.y = top + height + 6;
  }
  table.end();
}
