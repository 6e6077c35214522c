import { dateTimeFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  test('the same locale and options give the same formatter; other options or another locale a new one', () => {
    const euro = numberFormat('de-AT', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-AT', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(numberFormat('de-AT', { style: 'currency', currency: 'RON' })).not.toBe(euro);
    expect(euro.format(1234.5)).toBe(new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(1234.5));
  });

  test('date formatters are kept the same way, with their time zone', () => {
    const day = dateTimeFormat('ro-RO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    expect(dateTimeFormat('ro-RO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })).toBe(day);
    expect(dateTimeFormat('ro-RO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Bucharest' })).not.toBe(day);
    expect(day.format(new Date(Date.UTC(2026, 10, 25)))).toBe('25.11.2026');
  });
});
