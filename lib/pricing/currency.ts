import type { LocaleConfig } from '@/contract/locale-config';
import type { CurrencySettings } from './money';

/** Currency code, symbol and rate come from the locale config (decisions.md: EUR for AT/DE, RON for RO). */
export function currencyOf(config: Pick<LocaleConfig, 'currency_code' | 'currency_symbol' | 'currency_rate'>): CurrencySettings {
  return { code: config.currency_code, symbol: config.currency_symbol, rate: config.currency_rate };
}
