import { numberFormat } from '@/lib/format/intl-formats';
import { centsHalfUp } from './cents';

/** How the shop shows money: its currency (from the locale config) and the rate against the backend's EUR prices. */
export type CurrencySettings = { code: string; symbol: string; rate: number };

/** Converts a backend amount (EUR) into the shop currency at the config's rate, rounded half up to the cent. */
export function convertFromEur(amountEur: number, currency: CurrencySettings): number {
  // Rounded half up to the cent (ADR 0056); the backend converts an order the same way.
  return centsHalfUp(amountEur * currency.rate) / 100;
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
