import type { TheliaLocale } from '@/contract/common';
import type { OrderAddress } from '@/contract/checkout';
import { SHOPS } from '@/contract/shops';
import { WITHDRAWAL_FORMS } from '@/backend/media/catalog';
import { timeZoneOf } from '@/backend/repo/shop-day';
import { formatAmount } from '@/backend/rules/money-format';

/** The language of a shop locale's texts. */
export const languageOf = (locale: TheliaLocale): 'de' | 'ro' => (locale === 'ro_RO' ? 'ro' : 'de');

/** The symbol each currency is written with. */
export const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', RON: 'lei' };
/** The Intl locale of a shop locale ('de_AT' → 'de-AT'). */
export const intlLocaleOf = (locale: TheliaLocale) => Object.values(SHOPS).find((shop) => shop.theliaLocale === locale)?.locale ?? 'de-AT';

/** An amount of the order's currency as the shop writes it ('1.234,50 €', '1.234,50 lei'). */
export function money(amount: number, currency: string, locale: TheliaLocale): string {
  return formatAmount(amount, { code: currency, symbol: CURRENCY_SYMBOLS[currency] ?? currency }, intlLocaleOf(locale));
}

/** Date and time of an instant in the shop's time zone ('22.11.2026', '11:00'), and that zone. */
export function shopDateTime(iso: string, locale: TheliaLocale): { date: string; time: string; timeZone: string } {
  const timeZone = timeZoneOf(locale);
  const instant = new Date(iso);
  const date = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);
  const time = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return { date, time, timeZone };
}

/** An IBAN in groups of four, as banks print it ('AT61 1904 3002 3457 3201'), however it was stored. */
export const ibanInGroups = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');

/** A delivery window's shop calendar dates in the order's language ('Mi., 9. Dez. – Do., 10. Dez.'), one date when both are the same day. */
export function windowDates(window: { from: string; to: string }, locale: TheliaLocale): string {
  // The dates are the shop's calendar days: written at noon UTC in UTC, they are those days wherever this runs.
  const format = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = (date: string) => format.format(new Date(`${date}T12:00:00Z`));
  return window.from === window.to ? day(window.from) : `${day(window.from)} – ${day(window.to)}`;
}

/** The lines of a postal address. */
export function addressLines(address: OrderAddress): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.vat_number,
    address.address1,
    address.address2,
    address.address3,
    `${address.zipcode} ${address.city}`,
    address.state_title ?? '',
    address.country_title,
    address.phone,
  ].filter((line) => line.trim().length > 0);
}

/**
 * Legal pages of a shop, as paths of the storefront under the shop's own slugs (spec section 2): terms, right of
 * withdrawal, withdrawal form, data protection. The German shops link the form's route (`/widerrufsformular`, which
 * redirects to the configured PDF); the Romanian shop, whose slugs are Romanian, links its form (the Romanian PDF)
 * directly. E-mails make them absolute with the shop origin of the order (the pay payload's api_call).
 */
export const LEGAL_PATHS: Record<'de' | 'ro', { terms: string; withdrawal: string; form: string; privacy: string }> = {
  de: { terms: '/agb.html', withdrawal: '/widerrufsrecht', form: '/widerrufsformular', privacy: '/datenschutz' },
  ro: { terms: '/termeni-si-conditii.html', withdrawal: '/returul-produselor.html', form: WITHDRAWAL_FORMS.ro, privacy: '/confidentialitatea-datelor.html' },
};

/** The origin of a return base URL ('https://www.sanitaer-haus.at/api/checkout/return' → 'https://www.sanitaer-haus.at'). */
export function originOf(returnBase: string): string {
  return new URL(returnBase).origin;
}
