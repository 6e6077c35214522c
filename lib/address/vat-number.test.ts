import { normaliseVatNumber, vatCountryOf, vatNumberFormatValid, vatNumberValid } from './vat-number';

describe('company VAT number format', () => {
  test('S5-29 an Austrian number is ATU plus 8 digits', () => {
    expect(vatNumberFormatValid('ATU12345678')).toBe(true);
    expect(vatNumberFormatValid('atu 1234 5678')).toBe(true);
    expect(vatNumberFormatValid('AT12345678')).toBe(false);
    expect(vatNumberFormatValid('ATU1234567')).toBe(false);
    expect(vatNumberFormatValid('ATU123456789')).toBe(false);
  });

  test('S5-30 a German number is DE plus 9 digits', () => {
    expect(vatNumberFormatValid('DE123456789')).toBe(true);
    expect(vatNumberFormatValid('DE12345678')).toBe(false);
    expect(vatNumberFormatValid('DE1234567890')).toBe(false);
  });

  test('S5-31 a Romanian number is RO plus 2 to 10 digits', () => {
    expect(vatNumberFormatValid('RO12')).toBe(true);
    expect(vatNumberFormatValid('RO1234567890')).toBe(true);
    expect(vatNumberFormatValid('RO1')).toBe(false);
    expect(vatNumberFormatValid('RO12345678901')).toBe(false);
  });

  test('S5-12 the shop config vat_min_length is a lower bound', () => {
    expect(vatNumberFormatValid('RO123', 4)).toBe(true);
    expect(vatNumberFormatValid('RO123', 6)).toBe(false);
  });

  test('a number without a country prefix has no format', () => {
    expect(vatCountryOf('12345678')).toBeNull();
    expect(vatNumberFormatValid('12345678')).toBe(false);
    expect(vatNumberFormatValid('')).toBe(false);
  });
});

describe('company VAT number of the invoice country', () => {
  test('S5-29 an Austrian VAT number is ATU plus 8 digits', () => {
    expect(vatNumberValid('ATU12345678', 'AT')).toBe(true);
    expect(vatNumberValid('atu 1234 5678', 'AT')).toBe(true);
    expect(vatNumberValid('AT12345678', 'AT')).toBe(false);
    expect(vatNumberValid('ATU1234567', 'AT')).toBe(false);
  });

  test('S5-30 a German VAT number is DE plus 9 digits', () => {
    expect(vatNumberValid('DE123456789', 'DE')).toBe(true);
    expect(vatNumberValid('DE12345678', 'DE')).toBe(false);
    expect(vatNumberValid('ATU12345678', 'DE')).toBe(false);
  });

  test('S5-31 a Romanian VAT number is RO plus 2 to 10 digits without a leading zero', () => {
    expect(vatNumberValid('RO12', 'RO')).toBe(true);
    expect(vatNumberValid('RO1234567890', 'RO')).toBe(true);
    expect(vatNumberValid('RO1', 'RO')).toBe(false);
    expect(vatNumberValid('RO12345678901', 'RO')).toBe(false);
    expect(vatNumberValid('RO0123', 'RO')).toBe(false);
  });

  test('VAT numbers are stored without spaces, dots and hyphens, upper case', () => {
    expect(normaliseVatNumber(' de 123.456-789 ')).toBe('DE123456789');
  });
});
