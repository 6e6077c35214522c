import { referencePrice, type PricePeriod } from './reference-price';

const FOREVER = '9999-12-31';

describe('reference price of a reduction (Omnibus: lowest price of the 30 days before it)', () => {
  test('steady price: the regular price before the reduction is the reference', () => {
    const history: PricePeriod[] = [
      { price: 100, from: '2026-01-10', to: '2026-10-15' },
      { price: 80, from: '2026-10-15', to: FOREVER },
    ];
    expect(referencePrice(history, '2026-10-15', 80)).toBe(100);
  });

  test('rising history: a price raised shortly before the reduction does not count, the lower price of the 30 days does', () => {
    // 95 until 10 days before the reduction, then raised to 110, then reduced to 90: the reference is 95, not 110.
    const history: PricePeriod[] = [
      { price: 95, from: '2026-03-01', to: '2026-10-05' },
      { price: 110, from: '2026-10-05', to: '2026-10-15' },
      { price: 90, from: '2026-10-15', to: FOREVER },
    ];
    expect(referencePrice(history, '2026-10-15', 90)).toBe(95);
  });

  test('rising history: a lower price that ended before the 30 days is outside the window', () => {
    const history: PricePeriod[] = [
      { price: 95, from: '2026-03-01', to: '2026-09-10' },
      { price: 110, from: '2026-09-10', to: '2026-10-15' },
      { price: 90, from: '2026-10-15', to: FOREVER },
    ];
    expect(referencePrice(history, '2026-10-15', 90)).toBe(110);
    // A period ending exactly where the window starts (2026-09-15) is not in it; one ending a day later is.
    expect(referencePrice([{ ...history[0]!, to: '2026-09-15' }, { ...history[1]!, from: '2026-09-15' }, history[2]!], '2026-10-15', 90)).toBe(110);
    expect(referencePrice([{ ...history[0]!, to: '2026-09-16' }, { ...history[1]!, from: '2026-09-16' }, history[2]!], '2026-10-15', 90)).toBe(95);
  });

  test('falling history: after a price cut the current regular price is the lowest of the 30 days', () => {
    const history: PricePeriod[] = [
      { price: 130, from: '2025-11-01', to: '2026-10-01' },
      { price: 115, from: '2026-10-01', to: '2026-10-15' },
      { price: 99, from: '2026-10-15', to: FOREVER },
    ];
    expect(referencePrice(history, '2026-10-15', 99)).toBe(115);
  });

  test('an earlier promotion inside the 30 days lowers the reference below the new reduced price', () => {
    const history: PricePeriod[] = [
      { price: 100, from: '2026-01-01', to: '2026-09-25' },
      { price: 85, from: '2026-09-25', to: '2026-10-02' },
      { price: 100, from: '2026-10-02', to: '2026-10-15' },
      { price: 90, from: '2026-10-15', to: FOREVER },
    ];
    expect(referencePrice(history, '2026-10-15', 90)).toBe(85);
  });

  test('new product: launched 12 days before the reduction, the lowest price since launch is the reference', () => {
    const history: PricePeriod[] = [
      { price: 120, from: '2026-10-03T09:30:00', to: '2026-10-09' },
      { price: 105, from: '2026-10-09', to: '2026-10-15' },
      { price: 89, from: '2026-10-15', to: FOREVER },
    ];
    expect(referencePrice(history, '2026-10-15', 89)).toBe(105);
  });

  test('new product launched at the reduced price: no earlier price, so the reference is the reduced price itself', () => {
    expect(referencePrice([{ price: 89, from: '2026-10-15T08:00:00', to: FOREVER }], '2026-10-15', 89)).toBe(89);
  });

  test('no history at all: unknown (null)', () => {
    expect(referencePrice([], '2026-10-15', 89)).toBeNull();
  });

  test('a malformed date is an error, never a silent reference', () => {
    expect(() => referencePrice([{ price: 1, from: 'soon', to: FOREVER }], '2026-10-15', 1)).toThrow('invalid date');
  });
});
