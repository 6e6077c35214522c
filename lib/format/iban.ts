/**
 * An IBAN as people read and type it: in groups of four (ISO 13616's paper format, the way banks print it), whatever
 * spacing it was stored with. Every screen and e-mail that shows an IBAN writes it this way; the EPC QR code carries
 * it without spaces (backend/payments/epc-qr.ts).
 */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}
