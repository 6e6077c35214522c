import { convertFromEur, formatMoney, formatPrice } from './money';
import { vatPercentFromTaxRule } from './vat';
import { currencyOf } from './currency';

const eur = { code: 'EUR', symbol: '€', rate: 1 };
const ron = { code: 'RON', symbol: 'lei', rate: 4.97 };
/** Intl separates amount and symbol with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('money', () => {
  test('S1-29 the Austrian and German shops show EUR at rate 1', () => {
    expect(convertFromEur(199.9, eur)).toBe(199.9);
    expect(plain(formatPrice(1299.5, eur, 'de-AT'))).toBe('€ 1.299,50');
    expect(plain(formatPrice(1299.5, eur, 'de-DE'))).toBe('1.299,50 €');
  });

  test('S1-30 the Romanian shop shows RON (lei) converted at the config rate', () => {
    expect(convertFromEur(100, ron)).toBe(497);
    expect(plain(formatPrice(100, ron, 'ro-RO'))).toBe('497,00 lei');
  });

  test('S1-31 amounts are formatted with Intl.NumberFormat for the shop locale', () => {
    expect(formatMoney(0.5, eur, 'de-AT')).toBe(new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(0.5));
  });

  test('S1-28 the currency symbol comes from the locale config', () => {
    expect(plain(formatMoney(12, { code: 'RON', symbol: 'RON', rate: 1 }, 'ro-RO'))).toBe('12,00 RON');
    expect(plain(formatMoney(12, { code: 'EUR', symbol: 'EUR', rate: 1 }, 'de-DE'))).toBe('12,00 EUR');
  });
});

describe('VAT from the backend tax rule', () => {
  test('S3-02 S9-10 S9-11 S9-12 the VAT percent is decoded from base64 JSON (AT 20, DE 19, RO 21)', () => {
    expect(vatPercentFromTaxRule(b64({ percent: '20' }))).toBe(20);
    expect(vatPercentFromTaxRule(b64({ percent: '19' }))).toBe(19);
    expect(vatPercentFromTaxRule(b64({ percent: 21 }))).toBe(21);
  });

  test('an unreadable rule gives null, never a guessed rate', () => {
    expect(vatPercentFromTaxRule('not base64 json')).toBeNull();
    expect(vatPercentFromTaxRule(b64({ percent: 'x' }))).toBeNull();
    expect(vatPercentFromTaxRule(b64({ rate: 20 }))).toBeNull();
  });
});

describe('currency of the locale config', () => {
  test('S3-31 the currency holds symbol, name (code) and rate from the locale config', () => {
    expect(currencyOf({ currency_code: 'RON', currency_symbol: 'lei', currency_rate: 4.97 })).toEqual({ code: 'RON', symbol: 'lei', rate: 4.97 });
  });
});
