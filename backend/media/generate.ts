import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '@/backend/db/open';
import { WITHDRAWAL_FORMS } from './catalog';
import type { ImageJob } from './images';
import { imageJobs } from './images';
import type { PdfLine } from './pdf';
import { buildPdf } from './pdf';
import { writeEnergyLabelFiles } from './energy-label';
import { MEDIA_MARKER, MEDIA_VERSION, isMediaCurrent, mediaFile } from './marker';
import { PAYMENT_LOGO_LANGUAGES, paymentLogoPath, paymentLogoSvg } from './payment-logos';
import { PAYMENT_METHOD_CODES } from '@/contract/checkout';

/** `rendered`: the images drawn by this run (the others were current already). */
export type MediaReport = { images: number; rendered: number; documents: number; ms: number };

/** The payment methods' logos in each shop language, written as SVG files (`/media/payment/*.svg`). */
function writePaymentLogos(dir: string): number {
  for (const code of PAYMENT_METHOD_CODES) {
    for (const language of PAYMENT_LOGO_LANGUAGES) {
      const file = mediaFile(dir, paymentLogoPath(code, language));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, paymentLogoSvg(code, language));
    }
  }
  return PAYMENT_METHOD_CODES.length * PAYMENT_LOGO_LANGUAGES.length;
}

/**
 * The images to render: a product image that only products show (a series' variation, a close-up, a further
 * finish) when a product of the seeded catalogue links it; everything without a database.
 */
export function jobsToRender(db: Db | null, filter?: (mediaPath: string) => boolean): ImageJob[] {
  const linked = db ? new Set((db.prepare('SELECT DISTINCT file FROM product_image').all() as { file: string }[]).map((row) => row.file)) : null;
  return imageJobs().filter((job) => (filter ? filter(job.path) : true) && (!job.linkedOnly || linked === null || linked.has(job.path)));
}

async function renderAll(dir: string, jobs: ImageJob[], concurrency: number, reuse: boolean): Promise<number> {
  let rendered = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job) continue;
      const file = mediaFile(dir, job.path);
      if (reuse && fs.existsSync(file)) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      rendered += 1;
      await sharp(Buffer.from(job.render())).webp({ quality: 82, effort: 2 }).toFile(file);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rendered;
}

function writeDocuments(dir: string, db: Db): number {
  const docs = db
    .prepare(
      `SELECT d.product_id AS productId, d.type AS type, d.file AS file, p.ref AS ref, i.title AS title, dt.title AS docTitle, b.title AS brand
       FROM product_document d JOIN product p ON p.id = d.product_id
       JOIN product_i18n i ON i.id = p.id AND i.locale = 'de_AT'
       JOIN product_document_i18n dt ON dt.id = d.id AND dt.locale = 'de_AT'
       LEFT JOIN brand_i18n b ON b.id = p.brand_id AND b.locale = 'de_AT' ORDER BY d.id`,
    )
    .all() as { productId: number; type: string; file: string; ref: string; title: string; docTitle: string; brand: string | null }[];
  const features = db.prepare(
    `SELECT fi.title AS title, fp.value AS value FROM feature_product fp JOIN feature_i18n fi ON fi.id = fp.feature_id AND fi.lang = 'de'
     WHERE fp.product_id = ? AND fp.lang = 'de' ORDER BY fp.position`,
  );
  for (const doc of docs) {
    const specs = features.all(doc.productId) as { title: string; value: string }[];
    const lines: PdfLine[] = [
      { text: doc.title, bold: true, size: 13 },
      { text: `Artikelnummer: ${doc.ref}${doc.brand ? ` · Hersteller: ${doc.brand}` : ''}` },
      { text: '' },
      ...specs.map((s) => ({ text: `${s.title}: ${s.value}` })),
      { text: '' },
      { text: doc.type === 'manual' ? 'Die Montage darf nur durch einen konzessionierten Fachbetrieb erfolgen.' : 'Technische Änderungen und Irrtümer vorbehalten.' },
    ];
    const file = mediaFile(dir, doc.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, buildPdf(doc.docTitle, lines));
  }
  const formDe = mediaFile(dir, WITHDRAWAL_FORMS.de);
  fs.mkdirSync(path.dirname(formDe), { recursive: true });
  fs.writeFileSync(formDe, buildPdf('Muster-Widerrufsformular', [
    { text: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)' },
    { text: 'An: Sanitär Haus Handels GmbH, Triester Straße 14, 1100 Wien, service@sanitaer-haus.at' },
    { text: 'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)' },
    { text: 'Bestellt am (*) / erhalten am (*): ____________________' },
    { text: 'Name des/der Verbraucher(s): ____________________' },
    { text: 'Anschrift des/der Verbraucher(s): ____________________' },
    { text: 'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier), Datum' },
    { text: '(*) Unzutreffendes streichen.' },
  ]));
  fs.writeFileSync(mediaFile(dir, WITHDRAWAL_FORMS.ro), buildPdf('Formular de retragere', [
    { text: '(Completați și trimiteți acest formular numai dacă doriți să vă retrageți din contract.)' },
    { text: 'Către: Casa Sanitară S.R.L., Șoseaua Berceni 104, 041919 București, contact@casa-sanitara.ro' },
    { text: 'Vă informez prin prezenta cu privire la retragerea mea din contractul de vânzare a următoarelor produse:' },
    { text: 'Comandat la data / primit la data: ____________________' },
    { text: 'Numele consumatorului: ____________________' },
    { text: 'Adresa consumatorului: ____________________' },
    { text: 'Semnătura consumatorului (numai în cazul în care formularul este notificat pe hârtie), data' },
  ]));
  return docs.length + 2;
}

/**
 * Renders every image (SVG drawings → WebP with sharp), writes the PDF documents and the payment logos into `dir`,
 * then writes the marker file. `filter` limits the images (tests render only a few).
 */
export async function generateMedia(dir: string, db: Db | null, options: { filter?: (mediaPath: string) => boolean; concurrency?: number } = {}): Promise<MediaReport> {
  const started = performance.now();
  fs.mkdirSync(dir, { recursive: true });
  // Documents depend on the seeded products: a full run replaces them (images are simply overwritten).
  if (!options.filter && db) fs.rmSync(path.join(dir, 'documents'), { recursive: true, force: true });
  // Images depend on the drawings only (MEDIA_VERSION): a run over current media (a reseed) draws just the missing ones.
  const reuse = isMediaCurrent(dir);
  const jobs = jobsToRender(db, options.filter);
  const rendered = await renderAll(dir, jobs, options.concurrency ?? 4, reuse);
  const logos = writePaymentLogos(dir);
  const documents = db ? writeDocuments(dir, db) + writeEnergyLabelFiles(dir, db) : 0;
  if (!options.filter) fs.writeFileSync(path.join(dir, MEDIA_MARKER), MEDIA_VERSION);
  return { images: jobs.length + logos, rendered, documents, ms: Math.round(performance.now() - started) };
}
