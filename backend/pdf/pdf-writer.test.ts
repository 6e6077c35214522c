import { checkPdf } from './pdf-check';
import { pdfDocument, textWidth, winAnsiBytes } from './pdf-writer';

describe('the PDF writer', () => {
  test('writes a PDF 1.4 file whose xref, trailer, page tree and stream lengths check, with its texts', () => {
    const file = pdfDocument(
      [
        { texts: [{ x: 50, y: 800, size: 12, text: 'Rechnung INV000000000001' }, { x: 545, y: 780, size: 10, text: '1.234,50 €', align: 'right' }], lines: [{ x1: 50, y1: 770, x2: 545, y2: 770 }] },
        { texts: [{ x: 50, y: 800, size: 12, bold: true, text: 'Seite (2) \\ Größe' }], lines: [] },
      ],
      { title: 'Rechnung', created: new Date('2026-11-24T10:00:00Z') },
    );
    expect(file.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    const pdf = checkPdf(file);
    expect(pdf).toMatchObject({ version: '1.4', pages: 2, objects: 9, title: 'Rechnung' });
    expect(pdf.text).toEqual(['Rechnung INV000000000001', '1.234,50 €', 'Seite (2) \\ Größe']);
  });

  test('a corrupted offset or stream length is found by the check', () => {
    const file = pdfDocument([{ texts: [{ x: 50, y: 800, size: 12, text: 'ORD-1' }], lines: [] }], { title: 't', created: new Date(0) });
    const shifted = Buffer.from(file.toString('latin1').replace('%PDF-1.4\n', '%PDF-1.4\n\n'), 'latin1');
    expect(() => checkPdf(shifted)).toThrow();
    // The same number of digits keeps every offset: only the stream's length is wrong.
    const longer = Buffer.from(file.toString('latin1').replace(/\/Length (\d+)/, (_, n: string) => `/Length ${Number(n) - 1}`), 'latin1');
    expect(() => checkPdf(longer)).toThrow(/wrong length/);
  });

  test('WinAnsi keeps German and â î, writes ă ș ț without marks, the euro sign as 0x80 and unknown signs as ?', () => {
    expect(Buffer.from(winAnsiBytes('Größe äÖü ß')).toString('latin1')).toBe('Größe äÖü ß');
    expect(Buffer.from(winAnsiBytes('Brașov, Țară, încă, câmp, Şcoală')).toString('latin1')).toBe('Brasov, Tara, înca, câmp, Scoala');
    expect(winAnsiBytes('€')).toEqual([0x80]);
    expect(winAnsiBytes('☃')).toEqual([0x3f]);
  });

  test('text widths grow with the text and the size', () => {
    expect(textWidth('WWW', 10)).toBeGreaterThan(textWidth('iii', 10));
    expect(textWidth('abc', 20)).toBeCloseTo(2 * textWidth('abc', 10));
  });
});
