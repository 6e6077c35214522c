/** IBAN check digits (ISO 13616, ISO 7064 MOD 97-10): letters count as 10..35, the number modulo 97 must be 1. */

function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

const numeric = (text: string) => [...text.toUpperCase()].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');

/** True when `iban` (spaces allowed) has a valid structure and check digits. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return mod97(numeric(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/** The IBAN of a country code and its domestic account number (BBAN), with computed check digits. */
export function ibanOf(country: string, bban: string): string {
  const check = 98 - mod97(numeric(`${bban}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
