import { numberFormat } from '@/lib/format/intl-formats';
import { divideHalfUp, toCents } from './cents';

/** How the shop shows money: its currency (from the locale config) and the rate against the backend's EUR prices. */
export type CurrencySettings = { code: string; symbol: string; rate: number };

/** Converts a backend amount (EUR) into the shop currency at the config's rate: its cents at the rate, rounded half up to the cent. */
export function convertFromEur(amountEur: number, currency: CurrencySettings): number {
  // In integers (EUR cents times the rate in millionths), rounded half up: the backend converts an order the same way.
  return divideHalfUp(toCents(amountEur) * Math.round(currency.rate * 1_000_000), 1_000_000) / 100;
}

/**
 * Formats an amount already in the shop currency with Intl.NumberFormat for the shop's locale, showing the
 * locale config's currency symbol (€, lei) where Intl would put its own.
 */
export function formatMoney(amount: number, currency: CurrencySettings, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: currency.code })
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('');
}

/** Converts a backend EUR amount and formats it for the shop. */
export function formatPrice(amountEur: number, currency: CurrencySettings, locale: string): string {
  return formatMoney(convertFromEur(amountEur, currency), currency, locale);
}
