import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Resume files made in the test (no binary fixtures in the repository): a PDF with selectable
 * text (pdf-lib, Helvetica), a minimal valid DOCX and UTF-8 text. Each is handed to Playwright's
 * setInputFiles as { name, mimeType, buffer }.
 */

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface ResumeContent {
  /** The first line: the candidate's name (what resume processing reads as the name). */
  name: string;
  email?: string;
  phone?: string;
  /** Extra lines after the contact block; a typical software resume when omitted. */
  lines?: string[];
}

/** The resume as plain text, one paragraph per line. */
export function resumeText(content: ResumeContent): string {
  const contact = [content.email, content.phone].filter(Boolean).join(' | ');
  const body = content.lines ?? [
    'SUMMARY',
    'Software engineer with 6 years of experience building web applications with TypeScript, React and Node.js.',
    'EXPERIENCE',
    'Senior Software Engineer, Northwind Labs, Jan 2021 - Present',
    'Built a React and TypeScript design system and REST APIs in Node.js on PostgreSQL.',
    'Software Engineer, Contoso Ltd, Jun 2018 - Dec 2020',
    'Developed microservices with Docker and Kubernetes; wrote automated tests.',
    'SKILLS',
    'TypeScript, JavaScript, React, Node.js, PostgreSQL, Docker, Kubernetes, Git, CI/CD',
    'EDUCATION',
    'B.Sc. Computer Science, State University, 2018',
  ];
  return [content.name, ...(contact ? [contact] : []), ...body].join('\n');
}

/** A one-page (or longer) PDF whose text layer holds `text`, one line per paragraph. */
async function pdfBytes(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setCreator('Kairox e2e');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const supported = new Set(font.getCharacterSet());
  const clean = (line: string) => [...line].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
  const size = 10.5;
  const margin = 56;
  let page = pdf.addPage([612, 792]);
  let y = 792 - margin;
  for (const raw of text.split('\n')) {
    // Wrap long lines at the page width.
    const words = clean(raw.trim()).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > 612 - 2 * margin) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const part of lines.length > 0 ? lines : ['']) {
      y -= size * 1.5;
      if (y < margin) {
        page = pdf.addPage([612, 792]);
        y = 792 - margin - size * 1.5;
      }
      if (part) page.drawText(part, { x: margin, y, size, font });
    }
  }
  return Buffer.from(await pdf.save());
}

export async function pdfFile(name: string, content: ResumeContent | string): Promise<FilePayload> {
  const text = typeof content === 'string' ? content : resumeText(content);
  return { name, mimeType: 'application/pdf', buffer: await pdfBytes(text) };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** A minimal Word document (what Word and mammoth read): one paragraph per line. */
export function docxFile(name: string, content: ResumeContent | string): FilePayload {
  const text = typeof content === 'string' ? content : resumeText(content);
  const paragraphs = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`)
    .join('');
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body>${paragraphs}</w:body></w:document>`,
    ),
  };
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(zipSync(files)),
  };
}
