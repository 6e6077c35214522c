/**
 * Test support (not a test): reads a PDF file of pdf-writer.ts the way a reader does: header, the cross-reference
 * table at `startxref` whose offsets each point at their object, the trailer's root and page tree, stream lengths, and
 * the text of the pages' `Tj` strings (WinAnsi decoded). Throws on any structural fault.
 */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: '€', 0x84: '„', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

function decodeString(literal: string): string {
  let out = '';
  for (let i = 0; i < literal.length; i += 1) {
    const char = literal[i] as string;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = literal.slice(i + 1, i + 4);
    const octal = /^[0-7]{3}/.exec(next);
    if (octal) {
      const code = parseInt(octal[0], 8);
      out += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
      i += 3;
    } else {
      out += literal[i + 1] ?? '';
      i += 1;
    }
  }
  return out;
}

export type CheckedPdf = { version: string; objects: number; pages: number; title: string; text: string[] };

export function checkPdf(file: Buffer): CheckedPdf {
  const raw = file.toString('latin1');
  const header = /^%PDF-(1\.[0-7])\n/.exec(raw);
  if (!header) throw new Error('no PDF header');
  if (!raw.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  const startxref = /startxref\n(\d+)\n%%EOF\s*$/.exec(raw);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (raw.slice(xrefAt, xrefAt + 5) !== 'xref\n') throw new Error('startxref does not point at the xref table');
  const table = /^xref\n0 (\d+)\n/.exec(raw.slice(xrefAt));
  if (!table) throw new Error('malformed xref');
  const size = Number(table[1]);
  const entries = raw.slice(xrefAt + table[0].length).split('\n').slice(0, size);
  const bodies = new Map<number, string>();
  entries.forEach((entry, i) => {
    if (!/^\d{10} \d{5} [nf] $/.test(entry)) throw new Error(`malformed xref entry ${i}`);
    if (i === 0) return;
    const offset = Number(entry.slice(0, 10));
    const start = `${i} 0 obj\n`;
    if (raw.slice(offset, offset + start.length) !== start) throw new Error(`xref entry ${i} does not point at its object`);
    const end = raw.indexOf('\nendobj\n', offset);
    if (end < 0) throw new Error(`object ${i} has no end`);
    bodies.set(i, raw.slice(offset + start.length, end));
  });
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R \/Info (\d+) 0 R >>/.exec(raw.slice(xrefAt));
  if (!trailer || Number(trailer[1]) !== size) throw new Error('malformed trailer');
  const root = bodies.get(Number(trailer[2])) ?? '';
  const pagesRef = /\/Type \/Catalog \/Pages (\d+) 0 R/.exec(root);
  if (!pagesRef) throw new Error('no catalog');
  const pagesTree = /\/Kids \[([^\]]*)\] \/Count (\d+)/.exec(bodies.get(Number(pagesRef[1])) ?? '');
  if (!pagesTree) throw new Error('no page tree');
  const kids = [...(pagesTree[1] as string).matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
  if (kids.length !== Number(pagesTree[2]) || kids.length === 0) throw new Error('page count differs from the kids');
  const text: string[] = [];
  for (const kid of kids) {
    const page = bodies.get(kid) ?? '';
    const contents = /\/Type \/Page .*\/Contents (\d+) 0 R/.exec(page);
    if (!contents) throw new Error(`page ${kid} malformed`);
    const stream = /^<< \/Length (\d+) >>\nstream\n([\s\S]*)\nendstream$/.exec(bodies.get(Number(contents[1])) ?? '');
    if (!stream || Buffer.byteLength(stream[2] as string, 'latin1') !== Number(stream[1])) throw new Error(`content of page ${kid}: wrong length`);
    for (const match of (stream[2] as string).matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) text.push(decodeString(match[1] as string));
  }
  const info = bodies.get(Number(trailer[3])) ?? '';
  const title = /\/Title \(((?:\\.|[^\\)])*)\)/.exec(info);
  return { version: header[1] as string, objects: size - 1, pages: kids.length, title: title ? decodeString(title[1] as string) : '', text };
}
