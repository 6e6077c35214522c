/**
 * A tiny one-page PDF writer (Helvetica, WinAnsi) for generated datasheets and forms. Characters outside
 * Latin-1 are transliterated (Romanian ș ț ă â î become s t a a i).
 */
const TRANSLIT: Record<string, string> = {
  'ș': 's', 'ş': 's', 'ț': 't', 'ţ': 't', 'ă': 'a', 'Ș': 'S', 'Ş': 'S', 'Ț': 'T', 'Ţ': 'T', 'Ă': 'A',
  '–': '-', '—': '-', '„': '"', '“': '"', '”': '"', '‘': "'", '’': "'", '…': '...', '€': 'EUR', '²': '2', '₂': '2',
};

function pdfString(value: string): string {
  const latin = [...value].map((ch) => TRANSLIT[ch] ?? (ch.charCodeAt(0) < 256 ? ch : '?')).join('');
  return latin.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export type PdfLine = { text: string; size?: number; bold?: boolean };

export function buildPdf(title: string, lines: PdfLine[]): Buffer {
  let y = 790;
  const ops: string[] = ['BT'];
  for (const l of [{ text: title, size: 18, bold: true }, { text: '' }, ...lines]) {
    const size = l.size ?? 11;
    ops.push(`/${l.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 56 ${y} Tm (${pdfString(l.text)}) Tj`);
    y -= size + 8;
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfString(title)}) /Producer (Sanitaer Haus reference backend) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
