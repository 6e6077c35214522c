import { formatMoney } from '@/lib/pricing/money';
import { numberFormat } from '@/lib/format/intl-formats';

/**
 * Formats an order's amounts (in the order's own currency, frozen when it was placed) for the page's locale: with the
 * shop's currency symbol (€, lei) when the order is in the shop's currency, else with Intl's own.
 */
export function orderMoney(orderCurrency: string, locale: string, shopCurrency: { code: string; symbol: string }): (amount: number) => string {
  if (orderCurrency === shopCurrency.code) return (amount) => formatMoney(amount, { code: orderCurrency, symbol: shopCurrency.symbol, rate: 1 }, locale);
  const format = numberFormat(locale, { style: 'currency', currency: orderCurrency });
  return (amount) => format.format(amount);
}
