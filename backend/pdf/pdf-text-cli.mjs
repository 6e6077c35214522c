// Test support (not a test): reads a PDF from stdin with pdfjs-dist (ESM only, hence a child process of its own; see
// pdf-text.ts) and writes its title, page count and text runs ({page, x, y, text}, y from the page's top) as JSON.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, disableFontFace: true }).promise;
const { info } = await pdf.getMetadata();
const items = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const { height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    items.push({ page: number, x: item.transform[4], y: height - item.transform[5], width: item.width, text: item.str });
  }
}
process.stdout.write(JSON.stringify({ title: info?.Title ?? '', pages: pdf.numPages, items }));
