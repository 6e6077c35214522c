import { execFile } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

/**
 * Test support (not a test): the text of a PDF as a reader gets it, extracted by pdfjs-dist (Mozilla's PDF reader)
 * in a child `node` process (pdfjs-dist is ESM only; Jest here runs CommonJS). A file pdfjs cannot open rejects.
 */
const itemSchema = z.object({ page: z.number().int(), x: z.number(), y: z.number(), width: z.number(), text: z.string() });
const answerSchema = z.object({ title: z.string(), pages: z.number().int().positive(), items: z.array(itemSchema) });
export type PdfTextItem = z.infer<typeof itemSchema>;

export type PdfText = {
  title: string;
  pages: number;
  items: PdfTextItem[];
  /** The page's lines top to bottom: runs on the same baseline, left to right, joined with a space. */
  lines: string[];
  /** Everything, line by line. */
  text: string;
};

const CLI = path.join(__dirname, 'pdf-text-cli.mjs');

function linesOf(items: readonly PdfTextItem[]): string[] {
  const rows = new Map<string, PdfTextItem[]>();
  for (const item of items) {
    const key = `${item.page}:${Math.round(item.y)}`;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.values()]
    .sort((a, b) => (a[0] as PdfTextItem).page - (b[0] as PdfTextItem).page || (a[0] as PdfTextItem).y - (b[0] as PdfTextItem).y)
    .map((row) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((item) => item.text.trim())
        .filter((text) => text !== '')
        .join(' ')
        // Intl writes a no-break space between amount and currency: lines compare with plain spaces.
        .replace(/\s+/g, ' '),
    );
}

export function readPdf(file: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [CLI], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024, cwd: path.join(__dirname, '..', '..') }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pdf-text: ${stderr || error.message}`));
      try {
        const answer = answerSchema.parse(JSON.parse(stdout));
        const lines = linesOf(answer.items);
        resolve({ ...answer, lines, text: lines.join('\n') });
      } catch (parseError) {
        reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
      }
    });
    child.stdin?.end(file);
  });
}

/** The runs whose left edge lies in [from, to) on the page, top to bottom, joined with spaces: a wrapped table cell read whole. */
export function columnText(pdf: PdfText, from: number, to: number): string {
  return pdf.items
    .filter((item) => item.x >= from && item.x < to)
    .sort((a, b) => a.page - b.page || a.y - b.y)
    .map((item) => item.text.trim())
    .filter((text) => text !== '')
    .join(' ')
    .replace(/\s+/g, ' ');
}
