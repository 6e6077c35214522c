import { dateTimeFormat, numberFormat, warmNumberFormat } from './intl-formats';

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

describe('the first number formatter, made before hydration in a task of its own (ADR 0045)', () => {
  test('it is made in the queued task, not at once, and kept for the page', () => {
    const queued: Array<() => void> = [];
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      warmNumberFormat('ro-RO', (task) => queued.push(task));
      expect(queued).toHaveLength(1);
      expect(made).not.toHaveBeenCalled();
      queued[0]!();
      expect(made).toHaveBeenCalledTimes(1);
      expect(made).toHaveBeenCalledWith('ro-RO', {});
      numberFormat('ro-RO', {});
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  test('a page without a language queues nothing; an unknown one is left to the page', () => {
    const queued: Array<() => void> = [];
    warmNumberFormat('', (task) => queued.push(task));
    expect(queued).toHaveLength(0);
    warmNumberFormat('not a locale!', (task) => queued.push(task));
    expect(() => queued[0]!()).not.toThrow();
  });

  test('by default the task is a message task, run after the current one', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      warmNumberFormat('de-DE');
      expect(made).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(made).toHaveBeenCalledWith('de-DE', {});
    } finally {
      made.mockRestore();
    }
  });
});
