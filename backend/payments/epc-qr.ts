import QRCode from 'qrcode';

/**
 * The EPC payment QR code (European Payments Council, EPC069-12 'Quick Response Code: guidelines to enable data
 * capture for the initiation of a SEPA credit transfer'): service tag BCD, version 002, character set 1 (UTF-8),
 * identification SCT, then BIC, beneficiary name, IBAN, 'EUR' and the amount, purpose (empty), structured reference
 * (empty) and the unstructured remittance text, one field a line. Error correction level M, as the standard asks.
 */
export type EpcTransfer = { bic: string; beneficiary: string; iban: string; amountEur: number; remittance: string };

/** Largest amount an EPC code may carry. */
const MAX_AMOUNT = 999_999_999.99;

export function epcPayload(transfer: EpcTransfer): string {
  if (!(transfer.amountEur >= 0.01 && transfer.amountEur <= MAX_AMOUNT)) throw new Error(`EPC amount out of range: ${transfer.amountEur}`);
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic.trim(),
    transfer.beneficiary.trim().slice(0, 70),
    transfer.iban.replace(/\s+/g, '').toUpperCase(),
    `EUR${transfer.amountEur.toFixed(2)}`,
    '',
    '',
    transfer.remittance.trim().slice(0, 140),
  ].join('\n');
}

/** The QR code's modules as rows of '1' (dark) and '0' (light). */
export function qrModules(payload: string): string[] {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? '1' : '0')).join(''));
}
