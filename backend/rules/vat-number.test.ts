import { storedVatNumber, viesQuery } from './vat-number';

describe("the backend's reading of a VAT number", () => {
  test('a typed number is stored in capitals without spaces, dots, hyphens or slashes', () => {
    expect(storedVatNumber(' atu 1234-5678 ')).toBe('ATU12345678');
    expect(storedVatNumber('de 123.456/789')).toBe('DE123456789');
  });

  test('S5-29 the format of its own country decides what VIES is asked', () => {
    expect(viesQuery('ATU12345678')).toEqual({ country: 'AT', number: 'U12345678' });
    expect(viesQuery('de 123 456 789')).toEqual({ country: 'DE', number: '123456789' });
    expect(viesQuery('RO12')).toEqual({ country: 'RO', number: '12' });
    expect(viesQuery('HU12345678')).toEqual({ country: 'HU', number: '12345678' });
  });

  test('S8-22 a number of the wrong format asks nothing', () => {
    for (const number of ['AT12345678', 'ATU1234567', 'DE12345678', 'RO0123', 'RO12345678901', 'X1234567', 'HU1', '']) expect([number, viesQuery(number)]).toEqual([number, null]);
  });
});
