import { strToU8, zipSync } from 'fflate';
import type { PDFFont } from 'pdf-lib';

/**
 * Real resume documents made from plain text, for the demo data and the tests: a PDF with
 * selectable text (pdf-lib, Helvetica) and a minimal but valid DOCX (what Word and mammoth read).
 */

const PAGE = { width: 612, height: 792, margin: 56 };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * A PDF of the text, one paragraph per line, wrapped and paginated. The first line is set large
 * (the candidate's name); lines in CAPITALS are section headings. Characters the standard font
 * cannot encode become '?'. pdf-lib is loaded only here: a server without demo data never holds it
 * (about 14 MB of memory).
 */
export async function makePdf(text: string, options: { title?: string } = {}): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  if (options.title) pdf.setTitle(options.title);
  pdf.setCreator('Kairox');
  pdf.setProducer('Kairox');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const clean = (line: string) => [...line].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, index) => {
    const line = clean(raw.trim());
    const heading = index > 0 && line.length > 2 && line === line.toUpperCase() && /[A-Z]/.test(line);
    const size = index === 0 ? 20 : heading ? 12 : 10.5;
    const font = index === 0 || heading ? bold : regular;
    const gap = line ? size * 1.45 : size * 0.8;
    for (const part of line ? wrap(line, font, size, width) : ['']) {
      if (y - gap < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= gap;
      if (part) page.drawText(part, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
    if (heading) y -= 2;
  });
  return pdf.save();
}

export const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** The XML parts of a minimal DOCX holding the text, one paragraph per line. */
export function docxEntries(text: string): Record<string, Uint8Array> {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(line)}</w:t></w:r></w:p>`)
    .join('');
  return docxEntriesWithBody(paragraphs);
}

/** The XML parts of a minimal DOCX whose body is the given WordprocessingML (paragraphs, tables). */
export function docxEntriesWithBody(body: string): Record<string, Uint8Array> {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'word/document.xml': strToU8(document),
  };
}

export function makeDocx(text: string): Uint8Array {
  return zipSync(docxEntries(text), { level: 6 });
}
