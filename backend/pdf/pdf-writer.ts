/**
 * A small PDF 1.4 writer for the shop's documents (invoice, credit note): A4 pages of text lines in the standard
 * Helvetica fonts with WinAnsi encoding (no font is embedded, every PDF reader has them). WinAnsi covers German and
 * the Romanian â and î; ă, ș and ț (and the cedilla forms) are written without their marks in the PDF only.
 * Other characters outside WinAnsi lose their marks (NFD) or become '?'.
 */
export const A4 = { width: 595, height: 842 } as const;

export type PdfText = { x: number; y: number; size: number; bold?: boolean; text: string; align?: 'left' | 'right' };
export type PdfLine = { x1: number; y1: number; x2: number; y2: number };
export type PdfPage = { texts: PdfText[]; lines: PdfLine[] };

/** Characters of WinAnsi outside Latin-1 (0x80-0x9F) with their codes. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};
/** Romanian letters WinAnsi lacks, written without their marks (the PDF only; the order keeps them). */
const TRANSLITERATED: Record<string, string> = { 'ă': 'a', 'Ă': 'A', 'ș': 's', 'Ș': 'S', 'ş': 's', 'Ş': 'S', 'ț': 't', 'Ț': 'T', 'ţ': 't', 'Ţ': 'T', '\u202f': ' ' };

function winAnsiCode(char: string): number | null {
  const extra = WIN_ANSI_EXTRA[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return null;
}

/** The WinAnsi bytes of a text (see the module comment for characters outside it). */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const direct = winAnsiCode(char);
    if (direct !== null) {
      bytes.push(direct);
      continue;
    }
    const replacement = TRANSLITERATED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    const codes = [...replacement].map(winAnsiCode);
    if (replacement !== '' && codes.every((code) => code !== null)) bytes.push(...(codes as number[]));
    else if (/\s/u.test(char)) bytes.push(0x20);
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A PDF string literal of WinAnsi bytes, with ( ) \ escaped and bytes outside ASCII as octal escapes. */
function pdfString(text: string): string {
  return `(${winAnsiBytes(text)
    .map((byte) => (byte === 0x28 || byte === 0x29 || byte === 0x5c ? `\\${String.fromCharCode(byte)}` : byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`))
    .join('')})`;
}

/** Helvetica's advance widths (1/1000 em) for ASCII, to right-align amounts; other characters count as 556. */
const HELVETICA_WIDTHS =
  '278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584'
    .split(',')
    .map(Number);

/** The width of a text in points (Helvetica; bold counted about 5 % wider). */
export function textWidth(text: string, size: number, bold = false): number {
  const units = winAnsiBytes(text).reduce((sum, byte) => sum + (byte >= 0x20 && byte <= 0x7e ? (HELVETICA_WIDTHS[byte - 0x20] ?? 556) : 556), 0);
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const line of page.lines) ops.push(`0.5 w ${line.x1} ${line.y1} m ${line.x2} ${line.y2} l S`);
  for (const text of page.texts) {
    const x = text.align === 'right' ? text.x - textWidth(text.text, text.size, text.bold) : text.x;
    ops.push(`BT /${text.bold ? 'F2' : 'F1'} ${text.size} Tf ${x.toFixed(2)} ${text.y.toFixed(2)} Td ${pdfString(text.text)} Tj ET`);
  }
  return ops.join('\n');
}

/** The PDF file of these pages (at least one), with a title and creation date in its info dictionary. */
export function pdfDocument(pages: readonly PdfPage[], info: { title: string; created: Date }): Buffer {
  if (pages.length === 0) throw new Error('a PDF needs a page');
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = pages.map((_, i) => 6 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const stamp = info.created.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  add(`<< /Title ${pdfString(info.title)} /Producer (Shop) /CreationDate (D:${stamp}Z) >>`);
  for (const [i, page] of pages.entries()) {
    const stream = contentStream(page);
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
