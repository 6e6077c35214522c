/**
 * An amount of a currency as the shops write it: Intl's currency format of the shop's language ('€ 5,90' in Austria,
 * '5,90 €' in Germany), with the shop's own symbol where Intl would put its own ('24,90 lei', not 'RON'). The
 * backend's e-mails, documents and seeded texts write money this way; the amount is already in that currency.
 */
export function formatAmount(amount: number, currency: { code: string; symbol: string }, intlLocale: string): string {
  const parts = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: currency.code }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? currency.symbol : part.value)).join('');
}
