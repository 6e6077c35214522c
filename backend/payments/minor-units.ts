/** '12.34' from 1234 (two decimals: EUR and RON). */
export function decimalFromMinor(amountMinor: number): string {
  return `${Math.trunc(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

/** 1234 from '12.34', or null when the value is not an amount with two decimals. */
export function minorFromDecimal(value: string): number | null {
  const m = /^(\d{1,12})\.(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}
