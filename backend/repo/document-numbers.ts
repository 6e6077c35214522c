import type { TheliaLocale } from '@/contract/common';
import { SHOPS } from '@/contract/shops';

/** The documents of an order that carry a number of their own. */
export type DocumentKind = 'invoice' | 'credit';

/** Prefix of each document series: invoices 'INV', credit notes (Gutschrift / factură storno) 'CR'. */
const SERIES_PREFIX: Record<DocumentKind, string> = { invoice: 'INV', credit: 'CR' };

/** Digits of the running number within a series and year. */
const SERIES_DIGITS = 6;

/**
 * The series of a document of a shop: one per selling company (each shop is its own company) and kind, 'INV-AT',
 * 'CR-RO'. Numbers restart every year (documentNumber), so a series is gap-free per company and year.
 */
export function documentSeries(kind: DocumentKind, locale: TheliaLocale): string {
  const shop = Object.values(SHOPS).find((candidate) => candidate.theliaLocale === locale);
  if (!shop) throw new Error(`no shop of locale ${locale}`);
  return `${SERIES_PREFIX[kind]}-${shop.code.toUpperCase()}`;
}

/** The document number: series, year and the running number ('INV-RO-2026-000001'). */
export const documentNumber = (series: string, year: number, running: number) => `${series}-${year}-${String(running).padStart(SERIES_DIGITS, '0')}`;
