import type { TheliaLocale } from '@/contract/common';
import { SHOPS } from '@/contract/shops';
import { CURRENCY_SYMBOLS } from '@/backend/mail/mail-format';

/** Page geometry, fonts and text primitives of the order documents (pdfkit, A4, points). */
export const PAGE = { width: 595.28, height: 841.89 };
export const LEFT = 50;
export const RIGHT = PAGE.width - 50;
export const TOP = 45;
/** Content stops here; the footer with the company's legal data sits below. */
export const CONTENT_BOTTOM = PAGE.height - 95;
export const GAP = 8;
const COLOR = { text: '#111111', muted: '#555555', rule: '#9a9a9a' };

export type Doc = PDFKit.PDFDocument;
type Style = { size?: number; bold?: boolean; muted?: boolean; align?: 'left' | 'right' | 'center' };

/** The embedded fonts: DejaVu Sans of the dejavu-fonts-ttf package (Latin Extended, so ș ț ă î â and ß ä ö ü). */
export const FONTS = () => ({
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
});

function style(doc: Doc, { size = 9, bold = false, muted = false }: Style) {
  doc.font(bold ? 'bold' : 'regular').fontSize(size).fillColor(muted ? COLOR.muted : COLOR.text);
}

/** Writes text wrapped in `width` at (x, y) and answers its height. Words longer than the width are broken, never cut. */
export function write(doc: Doc, text: string, x: number, y: number, width: number, options: Style = {}): number {
  style(doc, options);
  doc.text(text, x, y, { width, align: options.align ?? 'left', lineGap: 1, lineBreak: true });
  // pdfkit leaves its cursor below the text it wrote: the height without laying the text out twice.
  return doc.y - y;
}

export function heightOf(doc: Doc, text: string, width: number, options: Style = {}): number {
  style(doc, options);
  return doc.heightOfString(text, { width, lineGap: 1 });
}

export function rule(doc: Doc, y: number, from = LEFT, to = RIGHT) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
}

/** A unit price: up to four decimals, so that quantity times unit price makes the line's net amount ('314,015 lei'). */
export function unitMoney(value: number, currency: string, locale: TheliaLocale): string {
  const intl = Object.values(SHOPS).find((shop) => shop.theliaLocale === locale)?.locale ?? 'de-DE';
  return new Intl.NumberFormat(intl, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? (CURRENCY_SYMBOLS[currency] ?? currency) : part.value))
    .join('');
}

